import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/Providers.tsx';
import { createQueryClient } from '../app/queryClient.ts';
import { RouterPublicNavigation } from '../app/RouterPublicNavigation.tsx';

/** Renders one element at `path` inside every app provider, with a fresh query cache. */
export function renderWithProviders(element: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  // the app's retries, without the app's growing pauses between them (1 s, then 2 s)
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  const router = createMemoryRouter(
    [{ path: '*', element: <RouterPublicNavigation>{element}</RouterPublicNavigation> }],
    {
      initialEntries: [path],
    },
  );
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient };
}
