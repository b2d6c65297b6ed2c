import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { Providers } from './Providers.tsx';
import { createQueryClient } from './queryClient.ts';
import { AppRoutes } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
