import { Navigate, Route, Routes } from 'react-router';
import { SettingsPage } from './SettingsPage.tsx';

/** `/dashboard/settings/*`: one tab per group of settings, each at its own address. */
export default function SettingsArea() {
  return (
    <Routes>
      <Route index element={<Navigate to="shop" replace />} />
      <Route path=":tab" element={<SettingsPage />} />
    </Routes>
  );
}
