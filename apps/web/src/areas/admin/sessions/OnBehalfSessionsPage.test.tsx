import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import OnBehalfSessionsPage from './OnBehalfSessionsPage.tsx';

vi.mock('../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

describe('OnBehalfSessionsPage', () => {
  beforeEach(() => mockedApi.mockReset());

  it('lists the opened sessions and ends one', async () => {
    mockedApi.mockImplementation((async (operation: string) =>
      operation === 'adminListOnBehalfSessions'
        ? [
            {
              id: 's1',
              userEmail: 'noa@example.test',
              companyId: 'c1',
              companyName: 'Lake Bikes',
              openedBy: { kind: 'admin', email: 'root@example.test' },
              createdAt: '2030-01-01T10:00:00Z',
              expiresAt: '2030-01-01T11:00:00Z',
            },
          ]
        : { ok: true }) as never);
    renderWithProviders(<OnBehalfSessionsPage />);
    expect(await screen.findByText('noa@example.test')).toBeTruthy();
    expect(screen.getByText('Administrateur root@example.test')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Terminer' }));
    expect(mockedApi).toHaveBeenCalledWith('adminRevokeOnBehalfSession', { params: { path: { id: 's1' } } });
  });
});
