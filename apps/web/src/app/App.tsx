import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { applyLogin, type LoginResult } from '../api/auth.ts';
import { createQueryClient } from './queryClient.ts';
import { AppRoutes } from './router.tsx';

/**
 * The whole app: router, query cache, every area (under `BaseProviders`, `main.tsx`). `login` is the session the
 * first page (`LoginShell`) just opened, set in the new cache as a login inside the app would.
 */
export default function App({ login }: { login?: LoginResult }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (login) applyLogin(client, login);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
