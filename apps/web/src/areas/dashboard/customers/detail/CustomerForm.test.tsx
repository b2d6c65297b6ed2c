import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../../api/client.ts';
import type { CustomerModel } from '../../../../api/customers.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { CustomerForm } from './CustomerForm.tsx';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const rental = {
  id: 'm-rental',
  name: 'Clients location',
  isDefault: true,
  fields: [
    { key: 'height', label: 'Taille (cm)', type: 'number', required: true },
    { key: 'skiLevel', label: 'Niveau de ski', type: 'select', options: ['Débutant', 'Expert'], required: false },
    { key: 'nickname', label: 'Surnom', type: 'text', required: false },
  ],
} as CustomerModel;
const business = {
  id: 'm-pro',
  name: 'Professionnels',
  isDefault: false,
  fields: [
    { key: 'contractEnd', label: 'Fin de contrat', type: 'date', required: true },
    { key: 'monthlyInvoice', label: 'Facturation mensuelle', type: 'boolean', required: false },
  ],
} as CustomerModel;

/** The body of the customer write the form sent. */
const savedBody = () => mockedApi.mock.calls.find(([op]) => op === 'saveCustomer')?.[1]?.body;

/** Chooses an option of a select (its list opens with a transition jsdom does not run: options count as hidden). */
async function pick(user: ReturnType<typeof userEvent.setup>, select: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('customer custom fields', () => {
  beforeEach(() => mockedApi.mockReset());

  it("renders the default model's fields by type, with a mark on the required ones", () => {
    renderWithProviders(<CustomerForm models={[rental, business]} onSaved={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Taille (cm)' })).toBeTruthy();
    expect(screen.getByText('Taille (cm)').closest('label')?.textContent).toBe('Taille (cm) *');
    expect(screen.getByText('Surnom').closest('label')?.textContent).toBe('Surnom');
    expect(screen.getByRole('combobox', { name: 'Niveau de ski' })).toBeTruthy();
    expect(screen.queryByText('Fin de contrat')).toBeNull();
  });

  it('stops on a missing required field and sends typed values once filled', async () => {
    mockedApi.mockResolvedValue({ id: 'c1', displayName: 'Marc Dupont' } as never);
    const onSaved = vi.fn();
    renderWithProviders(<CustomerForm models={[rental, business]} onSaved={onSaved} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Dupont');
    await user.click(screen.getByRole('button', { name: 'Créer le client' }));
    expect(await screen.findByText('Ce champ est obligatoire')).toBeTruthy();
    expect(mockedApi).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Taille (cm)' }), '181');
    await pick(user, 'Niveau de ski', 'Expert');
    await user.click(screen.getByRole('button', { name: 'Créer le client' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(savedBody()).toMatchObject({
      type: 'individual',
      customerModelId: 'm-rental',
      lastName: 'Dupont',
      customFields: { height: 181, skiLevel: 'Expert', nickname: null },
      addresses: [],
    });
  });

  it("switching model shows and checks that model's fields", async () => {
    mockedApi.mockResolvedValue({ id: 'c2', displayName: 'Alpine Tours' } as never);
    const onSaved = vi.fn();
    renderWithProviders(<CustomerForm models={[rental, business]} onSaved={onSaved} />);
    const user = userEvent.setup();
    await user.click(screen.getByText('Entreprise'));
    await user.type(screen.getByRole('textbox', { name: "Nom de l'entreprise" }), 'Alpine Tours');
    await pick(user, 'Modèle de client', 'Professionnels');
    expect(screen.queryByText('Taille (cm)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Créer le client' }));
    expect(await screen.findByText('Ce champ est obligatoire')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Fin de contrat/), { target: { value: '2027-06-30' } });
    await user.click(screen.getByRole('checkbox', { name: 'Facturation mensuelle' }));
    await user.click(screen.getByRole('button', { name: 'Créer le client' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(savedBody()).toMatchObject({
      type: 'entreprise',
      companyName: 'Alpine Tours',
      lastName: null,
      customerModelId: 'm-pro',
      customFields: { contractEnd: '2027-06-30', monthlyInvoice: true },
    });
  });

  it('puts a server error about a custom field next to that field', async () => {
    mockedApi.mockRejectedValueOnce(
      new ApiError(400, {
        code: 'validationFailed',
        message: 'Taille (cm) must be a number',
        details: { field: 'customFields.height' },
      }),
    );
    renderWithProviders(<CustomerForm models={[rental]} onSaved={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Dupont');
    await user.type(screen.getByRole('textbox', { name: 'Taille (cm)' }), '999');
    await user.click(screen.getByRole('button', { name: 'Créer le client' }));
    expect(await screen.findByText('Taille (cm) must be a number')).toBeTruthy();
  });
});
