import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../api/client.ts';
import type { OrderDeposits } from '../../../../api/deposits.ts';
import { ALL_PROVIDERS } from '../../orders/detail/payments/ledgerRow.test-data.ts';
import { renderAsManager } from '../../orders/shared/testSession.tsx';
import { HandOutDeposit } from './HandOutDeposit.tsx';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const orderId = '01a2013d-04ed-7f40-8123-938d65ad2b3d';
const deposits = (extra: Partial<OrderDeposits>): OrderDeposits => ({
  orderId,
  toTake: 150,
  productsDeposit: 150,
  max: null,
  askAtHandOut: true,
  held: 0,
  captured: 0,
  bails: [],
  ...extra,
});

describe('the deposit asked for at the hand-out', () => {
  beforeEach(() => mockedApi.mockReset());

  it('asks for the deposit to take and records it from the counter', async () => {
    let current = deposits({});
    mockedApi.mockImplementation(async (operation, args) => {
      if (operation === 'paymentProviders') return ALL_PROVIDERS as never;
      if (operation === 'addOrderDeposits') {
        expect((args as unknown as { body: object }).body).toEqual({ bails: [{ amount: 150, method: 'CASH' }] });
        current = deposits({ held: 150 });
      }
      return current as never;
    });
    const user = userEvent.setup();
    renderAsManager(<HandOutDeposit orderId={orderId} />);
    expect(
      await screen.findByText('Cette commande demande une caution de 150,00 € : aucune n’est encore prise.'),
    ).toBeTruthy();
    // the deposit can also be taken as a hold on the customer's card
    expect(await screen.findByRole('button', { name: 'Empreinte bancaire' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Prendre une caution' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Moyen' }));
    await user.click(await screen.findByRole('option', { name: 'Espèces', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText(/Caution de 150,00.*enregistrée/);
    expect(screen.queryByText(/Cette commande demande une caution/)).toBeNull();
  });

  it('offers no card hold when the shop cannot take cards, the deposit by hand still', async () => {
    mockedApi.mockImplementation(async (operation) =>
      operation === 'paymentProviders'
        ? ({ card: false, terminal: true, ancv: true } as never)
        : (deposits({}) as never),
    );
    renderAsManager(<HandOutDeposit orderId={orderId} />);
    expect(await screen.findByRole('button', { name: 'Prendre une caution' })).toBeTruthy();
    await vi.waitFor(() => expect(mockedApi.mock.calls.map(([operation]) => operation)).toContain('paymentProviders'));
    expect(screen.queryByRole('button', { name: 'Empreinte bancaire' })).toBeNull();
  });

  it('says nothing when the company does not ask, or a deposit is already held', async () => {
    for (const extra of [{ askAtHandOut: false }, { held: 20 }, { toTake: 0 }]) {
      mockedApi.mockResolvedValue(deposits(extra) as never);
      const { unmount } = renderAsManager(<HandOutDeposit orderId={orderId} />);
      await vi.waitFor(() => expect(mockedApi).toHaveBeenCalled());
      expect(screen.queryByText(/Cette commande demande une caution/)).toBeNull();
      unmount();
      mockedApi.mockReset();
    }
  });
});
