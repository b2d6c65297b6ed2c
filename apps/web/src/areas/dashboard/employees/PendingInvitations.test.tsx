import { fullAccess, noAccess } from '@hirebase/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client.ts';
import type { Membership, PendingInvitation } from '../../../api/types.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PendingInvitations } from './PendingInvitations.tsx';

vi.mock('../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const invitation = (values: Partial<PendingInvitation>): PendingInvitation => ({
  id: '0190a000-0000-7000-8000-000000000001',
  email: 'noa@example.test',
  isManager: false,
  access: { ...noAccess(), orders: 'read' },
  invitedAt: '2030-01-01T09:00:00Z',
  invitedBy: { firstName: 'Léa', lastName: 'Martin', email: 'lea@shop.test' },
  expiresAt: '2030-01-08T09:00:00Z',
  expired: false,
  ...values,
});
const manager: Membership = { isManager: true, access: fullAccess() };

describe('pending invitations in the employees screen', () => {
  beforeEach(() => mockedApi.mockReset());

  it('shows who was invited, when, by whom and until when, and re-sends or cancels one', async () => {
    const pending = [
      invitation({}),
      invitation({ id: '0190a000-0000-7000-8000-000000000002', email: 'old@example.test', expired: true }),
    ];
    mockedApi.mockImplementation((async (operation: string) =>
      operation === 'listCompanyInvitations' ? pending : { ok: true }) as never);
    renderWithProviders(<PendingInvitations membership={manager} />);
    const row = await screen.findByTestId('invitation-row-noa@example.test');
    expect(row.textContent).toContain('Léa Martin');
    expect(row.textContent).toContain('Employé');
    expect(screen.getByTestId('invitation-row-old@example.test').textContent).toContain('Expirée');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "Renvoyer l'invitation à noa@example.test" }));
    await waitFor(() =>
      expect(mockedApi).toHaveBeenCalledWith('resendCompanyInvitation', {
        params: { path: { invitationId: pending[0].id } },
      }),
    );
    await user.click(screen.getByRole('button', { name: "Annuler l'invitation de old@example.test" }));
    await waitFor(() =>
      expect(mockedApi).toHaveBeenCalledWith('cancelCompanyInvitation', {
        params: { path: { invitationId: pending[1].id } },
      }),
    );
  });

  it('offers an employee no action on invitations that give more than they have', async () => {
    mockedApi.mockResolvedValue([
      invitation({ email: 'boss@example.test', isManager: true, access: fullAccess() }),
      invitation({
        id: '0190a000-0000-7000-8000-000000000003',
        email: 'payer@example.test',
        access: { ...noAccess(), payments: 'write' },
      }),
      invitation({ id: '0190a000-0000-7000-8000-000000000004', email: 'reader@example.test' }),
    ] as never);
    const staff: Membership = { isManager: false, access: { ...noAccess(), employees: 'write', orders: 'write' } };
    renderWithProviders(<PendingInvitations membership={staff} />);
    await screen.findByTestId('invitation-row-boss@example.test');
    expect(screen.queryByRole('button', { name: /boss@example\.test/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /payer@example\.test/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /reader@example\.test/ })).toHaveLength(2);
  });

  it('shows nothing when no invitation is pending', async () => {
    mockedApi.mockResolvedValue([] as never);
    const { container } = renderWithProviders(<PendingInvitations membership={manager} />);
    await waitFor(() => expect(mockedApi).toHaveBeenCalledWith('listCompanyInvitations'));
    expect(container.textContent).not.toContain('Invitations en attente');
  });
});
