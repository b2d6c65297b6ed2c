import { render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate, useRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from './Providers.tsx';
import { createQueryClient } from './queryClient.ts';
import { routes } from './router.tsx';

function Boom(): never {
  throw new Error('page failed');
}

function Away() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/fine')}>
      away
    </button>
  );
}

function Pages() {
  return useRoutes([
    {
      element: routes[0]?.element,
      children: [
        {
          path: 'boom',
          element: <Boom />,
        },
        { path: 'fine', element: <p>fine page</p> },
      ],
    },
  ]);
}

describe('app routes', () => {
  it('shows the error page when a page throws, and the next page again', async () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      render(
        <Providers queryClient={createQueryClient()}>
          <MemoryRouter initialEntries={['/boom']}>
            <Pages />
            <Away />
          </MemoryRouter>
        </Providers>,
      );
      expect(await screen.findByRole('heading', { name: 'Quelque chose s’est mal passé' })).toBeTruthy();
      screen.getByRole('button', { name: 'away' }).click();
      expect(await screen.findByText('fine page')).toBeTruthy();
    } finally {
      console.error = quiet;
    }
  });
});
