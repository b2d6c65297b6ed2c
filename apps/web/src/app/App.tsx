import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './Providers.tsx';
import { createQueryClient } from './queryClient.ts';
import { createRouter } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
