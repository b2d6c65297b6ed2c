import { FIXED_CANCELLATION_RULES } from '@hirebase/shared/cancellation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../../api/client.ts';
import type { CompanySettings } from '../../../../api/types.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { SettingsReadOnly } from '../sectionForm.ts';
import { CancellationSection } from './CancellationSection.tsx';
import { cancellationPayload } from './cancellation.ts';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const withPolicy = (cancellationPolicy: CompanySettings['cancellationPolicy']) =>
  ({ cancellationPolicy }) as unknown as CompanySettings;
const moderate = withPolicy({ policy: 'MODERATE', rules: [...FIXED_CANCELLATION_RULES.MODERATE] });
const custom = withPolicy({
  policy: 'CUSTOM',
  rules: [
    { hoursBeforeStart: 72, refundPercent: 100 },
    { hoursBeforeStart: 24, refundPercent: 50 },
  ],
});

const rulesTable = () => screen.getByRole('table', { name: /Règles de la politique/ });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
const retype = async (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

describe('cancellation policy', () => {
  beforeEach(() => {
    mockedApi.mockReset();
    mockedApi.mockImplementation(async (_operation, args) => {
      const body = args?.body as unknown as {
        policy: 'CUSTOM';
        rules?: { hoursBeforeStart: number; refundPercent: number }[];
      };
      return withPolicy({ policy: body.policy, rules: body.rules ?? [] }) as never;
    });
  });

  it('shows a fixed policy’s rules read-only and sends the policy alone', async () => {
    renderWithProviders(<CancellationSection settings={moderate} />);
    expect(rowsOf(rulesTable())).toEqual([
      'Au moins 5 jours avant le début100 %',
      'Au moins 2 jours avant le début50 %',
      'Plus tard0 %',
    ]);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: /Stricte/ }));
    expect(rowsOf(rulesTable())).toEqual([
      'Au moins 14 jours avant le début100 %',
      'Au moins 7 jours avant le début50 %',
      'Plus tard0 %',
    ]);
    await save();
    await waitFor(() => expect(mockedApi).toHaveBeenCalled());
    expect(mockedApi).toHaveBeenCalledWith('updateCancellationPolicy', { body: { policy: 'STRICT' } });
  });

  it('starts custom rules from the chosen policy and sends the edited rules', async () => {
    renderWithProviders(<CancellationSection settings={moderate} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Personnalisée/ }));
    expect(screen.queryByRole('table')).toBeNull();
    expect((screen.getByLabelText('Règle 1 : heures avant le début') as HTMLInputElement).value).toBe('120 h');

    await retype('Règle 2 : heures avant le début', '24');
    await retype('Règle 2 : remboursement', '30');
    await user.click(screen.getByRole('button', { name: 'Ajouter une règle' }));
    await retype('Règle 3 : heures avant le début', '0');
    await retype('Règle 3 : remboursement', '10');
    await save();

    await waitFor(() => expect(mockedApi).toHaveBeenCalled());
    expect(mockedApi).toHaveBeenCalledWith('updateCancellationPolicy', {
      body: {
        policy: 'CUSTOM',
        rules: [
          { hoursBeforeStart: 120, refundPercent: 100 },
          { hoursBeforeStart: 24, refundPercent: 30 },
          { hoursBeforeStart: 0, refundPercent: 10 },
        ],
      },
    });
  });

  it('removes a rule and refuses a shorter notice that refunds more', async () => {
    renderWithProviders(<CancellationSection settings={custom} />);
    const user = userEvent.setup();
    await retype('Règle 2 : remboursement', '100');
    await user.click(screen.getByRole('button', { name: 'Supprimer la règle 1' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter une règle' }));
    await retype('Règle 2 : heures avant le début', '24');
    await retype('Règle 2 : remboursement', '100');
    await save();
    expect(await screen.findByText('Deux règles ont le même préavis')).toBeTruthy();

    await retype('Règle 2 : heures avant le début', '12');
    await retype('Règle 1 : remboursement', '80');
    await save();
    expect(await screen.findByText('Un préavis plus court ne peut pas rembourser davantage')).toBeTruthy();
    expect(mockedApi).not.toHaveBeenCalled();
  });

  it('shows a server error next to the rule it names', async () => {
    mockedApi.mockRejectedValueOnce(
      new ApiError(400, { code: 'validationFailed', message: 'Refund too high', details: { field: 'rules.1' } }),
    );
    renderWithProviders(<CancellationSection settings={custom} />);
    await retype('Règle 2 : heures avant le début', '12');
    await save();
    const refund = screen.getByLabelText('Règle 2 : remboursement');
    await waitFor(() => expect(refund.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Refund too high')).toBeTruthy();
  });

  it('is read-only for an employee who may only read settings', () => {
    renderWithProviders(
      <SettingsReadOnly.Provider value>
        <CancellationSection settings={custom} />
      </SettingsReadOnly.Provider>,
    );
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Règle 1 : remboursement') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajouter une règle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer la règle 1' })).toBeNull();
  });

  it('sends rules only with a custom policy', () => {
    const rules = [{ hoursBeforeStart: '48', refundPercent: 50 }];
    expect(cancellationPayload({ policy: 'FLEXIBLE', rules })).toEqual({ policy: 'FLEXIBLE' });
    expect(cancellationPayload({ policy: 'CUSTOM', rules })).toEqual({
      policy: 'CUSTOM',
      rules: [{ hoursBeforeStart: 48, refundPercent: 50 }],
    });
  });
});
