import { fullAccess, noAccess } from '@hirebase/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client.ts';
import type { Employee } from '../../../api/types.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EmployeeModal } from './EmployeeModal.tsx';
import { buildEmployeePayload, employeeFormValues } from './employeeForm.ts';

vi.mock('../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const pick = async (module: string, level: string) => {
  const group = screen.getByRole('radiogroup', { name: module });
  await userEvent.click(within(group).getByLabelText(level));
};

describe('employee access', () => {
  beforeEach(() => mockedApi.mockReset());

  it('builds the access payload from the matrix', async () => {
    mockedApi.mockResolvedValue({} as never);
    const onClose = vi.fn();
    renderWithProviders(<EmployeeModal opened onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), ' lea@shop.test ');
    await user.type(screen.getByLabelText('Prénom'), 'Léa');
    await user.type(screen.getByLabelText('Nom'), 'Martin');
    await pick('Commandes', 'Lecture');
    await pick('Clients', 'Écriture');
    await pick('Planning', 'Écriture');
    await pick('Planning', 'Aucun');
    await user.click(screen.getByRole('button', { name: "Ajouter et envoyer l'invitation" }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mockedApi).toHaveBeenCalledWith('addEmployee', {
      body: {
        email: 'lea@shop.test',
        firstName: 'Léa',
        lastName: 'Martin',
        isManager: false,
        access: { ...noAccess(), orders: 'read', customers: 'write' },
      },
    });
  });

  it('gives a manager write access everywhere and locks the matrix', async () => {
    mockedApi.mockResolvedValue({} as never);
    renderWithProviders(<EmployeeModal opened onClose={() => {}} />);
    const user = userEvent.setup();
    await pick('Commandes', 'Lecture');
    await user.type(screen.getByLabelText('E-mail'), 'boss@shop.test');
    await user.type(screen.getByLabelText('Prénom'), 'Ana');
    await user.type(screen.getByLabelText('Nom'), 'Lopez');
    await user.click(screen.getByLabelText('Définir comme gérant'));
    const orders = within(screen.getByRole('radiogroup', { name: 'Commandes' })).getByLabelText('Écriture');
    expect((orders as HTMLInputElement).checked).toBe(true);
    expect((orders as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: "Ajouter et envoyer l'invitation" }));

    await waitFor(() => expect(mockedApi).toHaveBeenCalled());
    expect(mockedApi.mock.calls[0][1]).toMatchObject({ body: { isManager: true, access: fullAccess() } });
  });

  it('prefills an existing employee and keeps modules the API left out at none', () => {
    const employee = {
      user: { id: 'u2', email: 'tom@shop.test', firstName: 'Tom', lastName: 'Roy' },
      isManager: false,
      access: { orders: 'write', planning: 'read' },
    } as unknown as Employee;
    const values = employeeFormValues(employee);
    expect(values.email).toBe('tom@shop.test');
    expect(buildEmployeePayload(values).access).toEqual({ ...noAccess(), orders: 'write', planning: 'read' });
  });
});
