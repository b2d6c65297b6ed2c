import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../api/client.ts';
import type { OrderView } from '../../../../api/orders.ts';
import type { Me } from '../../../../api/types.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { MeContext } from '../../MeContext.tsx';
import { renderAsManager, shopManager } from '../shared/testSession.tsx';
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
const order = (insured: boolean, insuranceChoice = { canAdd: !insured, canRemove: insured }) =>
  ({
    id: ORDER_ID,
    type: 'ORDER',
    status: 'TO_COME',
    insurance: insured ? insurance : null,
    insuranceChoice,
  }) as unknown as OrderView;
// who may change orders but not read the shop's settings
const employee = {
  ...shopManager,
  membership: { isManager: false, access: { orders: 'write' } },
} as Me;

describe('the insurance of an order at the counter', () => {
  beforeEach(() => mockedApi.mockReset());

  it('shows how it was priced and takes it off where the order allows it', async () => {
    mockedApi.mockResolvedValue(order(false) as never);
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

  it('offers no way to take it off when the order may not lose it (included in every order)', () => {
    renderAsManager(<InsuranceCard order={order(true, { canAdd: false, canRemove: false })} canWrite />);
    expect(screen.getByText('Montrée au client sur une ligne à part')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(mockedApi).not.toHaveBeenCalled();
  });

  it('lets staff who may not read the settings add it, asking the server for nothing but the change', async () => {
    mockedApi.mockResolvedValue(order(true) as never);
    renderWithProviders(
      <MeContext.Provider value={employee}>
        <InsuranceCard order={order(false)} canWrite />
      </MeContext.Provider>,
    );
    expect(screen.getByText('Cette réservation n’a pas d’assurance location.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter l’assurance' }));
    await waitFor(() =>
      expect(mockedApi).toHaveBeenCalledWith('updateOrderInsurance', {
        params: { path: { orderId: ORDER_ID } },
        body: { insured: true },
      }),
    );
    expect(mockedApi).toHaveBeenCalledTimes(1);
    expect(mockedApi).not.toHaveBeenCalledWith('getCompanySettings');
  });

  it('shows it without a button to staff who only read orders, and hides the card when there is none to add', () => {
    const { unmount } = renderAsManager(<InsuranceCard order={order(true)} canWrite={false} />);
    expect(screen.getByText(/^9,40\s€$/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderAsManager(<InsuranceCard order={order(false, { canAdd: false, canRemove: false })} canWrite />);
    expect(screen.queryByText('Cette réservation n’a pas d’assurance location.')).toBeNull();
    expect(mockedApi).not.toHaveBeenCalled();
  });
});
