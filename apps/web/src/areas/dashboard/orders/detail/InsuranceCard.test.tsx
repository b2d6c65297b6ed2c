import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../api/client.ts';
import type { OrderView } from '../../../../api/orders.ts';
import { renderAsManager } from '../shared/testSession.tsx';
import { InsuranceCard } from './InsuranceCard.tsx';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const ORDER_ID = '01a2013d-04ed-7f40-8123-938d65ad2b3d';
const insurance = {
  amount: 9.4,
  totalHT: 7.83,
  vat: 1.57,
  vatRate: 20,
  method: 'PER_ITEM_DAY' as const,
  percent: 0,
  perItemDay: 2.35,
  minimum: null,
  days: 2,
  base: 160,
  units: 2,
  lineIds: [],
  mode: 'on_option',
  shown: true,
  provider: 'SHOP' as const,
  policyId: null,
};
const order = (insured: boolean) =>
  ({
    id: ORDER_ID,
    type: 'ORDER',
    status: 'TO_COME',
    insurance: insured ? insurance : null,
  }) as unknown as OrderView;
const settings = (insuranceMode: string) => ({ currency: 'EUR', integrations: { tulip: { insuranceMode } } });

describe('the insurance of an order at the counter', () => {
  beforeEach(() => mockedApi.mockReset());

  it('shows how it was priced and takes it off where the shop offers it as an option', async () => {
    mockedApi.mockImplementation(
      async (operation) => (operation === 'getCompanySettings' ? settings('on_option') : order(false)) as never,
    );
    renderAsManager(<InsuranceCard order={order(true)} canWrite />);
    expect(screen.getByText(/2,35\s€ par article et par jour \(articles : 2, jours : 2\)/)).toBeTruthy();
    expect(screen.getByText(/^9,40\s€$/)).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer l’assurance' }));
    await waitFor(() =>
      expect(mockedApi).toHaveBeenCalledWith('updateOrderInsurance', {
        params: { path: { orderId: ORDER_ID } },
        body: { insured: false },
      }),
    );
  });

  it('offers no way to take it off when the shop includes it in every order', async () => {
    mockedApi.mockImplementation(async () => settings('on_inclusion') as never);
    renderAsManager(<InsuranceCard order={order(true)} canWrite />);
    await waitFor(() => expect(mockedApi).toHaveBeenCalledWith('getCompanySettings'));
    expect(screen.getByText('Montrée au client sur une ligne à part')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the insurance to staff who may not read the settings, without asking for them or offering a change', async () => {
    renderAsManager(<InsuranceCard order={order(true)} canWrite settingsReadable={false} />);
    expect(screen.getByText(/^9,40\s€$/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(mockedApi).not.toHaveBeenCalled();
  });
});
