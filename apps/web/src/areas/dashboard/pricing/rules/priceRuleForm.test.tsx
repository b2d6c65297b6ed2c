import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../api/client.ts';
import type { PriceRule } from '../../../../api/pricing.ts';
import { addDays, dayOf } from '../shared/format.ts';
import { renderInDashboard } from '../shared/testSession.tsx';
import { PriceRuleForm } from './PriceRuleModal.tsx';
import { buildPriceRulePayload, priceRuleFormValues } from './priceRuleForm.ts';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const catalogue = (operation: string) =>
  operation === 'getProductsByCompany'
    ? { items: [{ id: 'p-bike', name: 'Vélo de ville' }], total: 1 }
    : operation === 'getPacksByCompany'
      ? { items: [], total: 0 }
      : {};

describe('price rule windows', () => {
  beforeEach(() => {
    mockedApi.mockReset();
    mockedApi.mockImplementation(async (operation) => catalogue(operation) as never);
  });

  it('the weekend template saves one overlap window on Saturday and Sunday, +15 %, for every product', async () => {
    const onDone = vi.fn();
    renderInDashboard(<PriceRuleForm onDone={onDone} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Modèle « Week-end +15 % »' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const today = dayOf(new Date());
    expect(mockedApi).toHaveBeenCalledWith('savePriceRule', {
      body: {
        title: 'Week-end +15 %',
        active: true,
        rules: [
          {
            type: 'overlap',
            startDate: today,
            endDate: addDays(today, 364),
            startTime: null,
            endTime: null,
            weekdays: [0, 6],
            variation: { kind: 'PERCENTAGE', value: 15 },
          },
        ],
        productIds: null,
      },
    });
  });

  it('a discount window becomes a negative amount, with its times, days and type', async () => {
    const onDone = vi.fn();
    renderInDashboard(<PriceRuleForm onDone={onDone} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Titre de la règle'), 'Matinées de semaine');
    await user.click(screen.getByRole('button', { name: 'Ajouter une période' }));
    const second = screen.getByRole('group', { name: 'Période 2' });
    const field = (label: string) => within(second).getByLabelText(label);
    // the date and time fields load their pickers on first show
    await waitFor(() => expect(field('Date de fin').dataset.datesInput).toBe('true'), { timeout: 10_000 });
    // a typed day replaces the field's text and is taken when the field is left
    await user.clear(field('Date de début'));
    await user.type(field('Date de début'), '04/01/2027');
    await user.tab();
    await user.clear(field('Date de fin'));
    await user.type(field('Date de fin'), '26/03/2027');
    await user.tab();
    await user.type(field('Heure de début'), '0800');
    await user.type(field('Heure de fin'), '1200');
    await user.click(within(second).getByRole('checkbox', { name: 'mercredi' }));
    await user.click(within(second).getByRole('checkbox', { name: 'lundi' }));
    await user.click(within(second).getByLabelText('Location comprise dans la période'));
    await user.click(within(second).getByText('Réduction'));
    await user.click(within(second).getByText('€'));
    await user.type(field('Montant'), '4.5');
    await user.click(screen.getByRole('button', { name: 'Retirer la période 1' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(mockedApi.mock.calls.find(([op]) => op === 'savePriceRule')?.[1]).toEqual({
      body: {
        title: 'Matinées de semaine',
        active: true,
        rules: [
          {
            type: 'in',
            startDate: '2027-01-04',
            endDate: '2027-03-26',
            startTime: '08:00',
            endTime: '12:00',
            weekdays: [1, 3],
            variation: { kind: 'AMOUNT', value: -4.5 },
          },
        ],
        productIds: null,
      },
    });
  });

  it('asks for a positive variation and dates in order before sending', async () => {
    renderInDashboard(<PriceRuleForm onDone={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Titre de la règle'), 'Vacances');
    fireEvent.change(screen.getByLabelText('Date de fin'), { target: { value: '2000-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('La fin est avant le début')).toBeTruthy();
    expect(screen.getByText('Saisissez une valeur supérieure à 0')).toBeTruthy();
    expect(mockedApi.mock.calls.some(([op]) => op === 'savePriceRule')).toBe(false);
  });

  it('an existing rule goes back unchanged, scope included', () => {
    const rule = {
      id: 'r1',
      title: 'Noël',
      active: false,
      productIds: ['p-bike'],
      rules: [
        {
          type: 'include',
          startDate: '2026-12-24',
          endDate: '2026-12-26',
          startTime: '14:00',
          endTime: null,
          weekdays: null,
          variation: { kind: 'PERCENTAGE', value: -10 },
        },
      ],
    } as unknown as PriceRule;
    const { id, title, active, productIds, rules } = rule;
    expect(buildPriceRulePayload(priceRuleFormValues(rule, '2026-01-01'), rule.id)).toEqual({
      id,
      title,
      active,
      productIds,
      rules,
    });
  });
});
