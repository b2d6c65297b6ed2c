import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../api/client.ts';
import type { Me } from '../../../../api/types.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { MeContext } from '../../MeContext.tsx';
import { ALL_PROVIDERS } from '../../orders/detail/payments/ledgerRow.test-data.ts';
import { renderAsManager, shopManager } from '../../orders/shared/testSession.tsx';
import { HandOutPayment } from './HandOutPayment.tsx';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const orderId = '01a2013d-04ed-7f40-8123-938d65ad2b3d';
const ledger = (due: number) => ({
  payments: [],
  balance: { paid: 80 - due, refunded: 0, deposit: 0, due, paymentStatus: 'NOT_PAID' },
});

describe('what is left to pay at the hand-out', () => {
  beforeEach(() => mockedApi.mockReset());

  it('sends what is left to the terminal from the counter', async () => {
    mockedApi.mockImplementation(async (operation, args) => {
      if (operation === 'paymentProviders') return ALL_PROVIDERS as never;
      if (operation === 'orderPayments') return ledger(80) as never;
      const checkout = { checkoutId: orderId, paymentId: orderId, orderId, amount: 80, terminal: 'SANDBOX' };
      if (operation === 'getTerminalCheckout') return { ...checkout, status: 'PENDING' } as never;
      if (operation !== 'createTerminalCheckout') return undefined as never;
      expect(args).toEqual({
        params: { header: { 'idempotency-key': expect.any(String) } },
        body: { orderId, amount: 80 },
      });
      return { ...checkout, status: 'PENDING' } as never;
    });
    const user = userEvent.setup();
    renderAsManager(<HandOutPayment orderId={orderId} />);
    expect(await screen.findByText('Reste à payer : 80,00 €')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Payer sur le terminal' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer au terminal' }));
    expect(await within(dialog).findByText('En attente de la carte du client sur le terminal…')).toBeTruthy();
    expect(mockedApi.mock.calls.filter(([operation]) => operation === 'createTerminalCheckout')).toHaveLength(1);
  });

  it('offers only the devices the shop has: vouchers without a terminal, then neither', async () => {
    const answer = (providers: object) =>
      mockedApi.mockImplementation(async (operation) =>
        operation === 'paymentProviders' ? (providers as never) : (ledger(30) as never),
      );
    answer({ card: true, terminal: false, ancv: true });
    const { unmount } = renderAsManager(<HandOutPayment orderId={orderId} />);
    expect(await screen.findByRole('button', { name: 'Chèques-Vacances (ANCV)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Payer sur le terminal' })).toBeNull();
    unmount();
    answer({ card: false, terminal: false, ancv: false });
    renderAsManager(<HandOutPayment orderId={orderId} />);
    expect(await screen.findByText('Reste à payer : 30,00 €')).toBeTruthy();
    await vi.waitFor(() =>
      expect(mockedApi.mock.calls.filter(([operation]) => operation === 'paymentProviders')).toHaveLength(2),
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing to who may not read payments, and no button to who only reads them', async () => {
    mockedApi.mockResolvedValue(ledger(30) as never);
    const access = (payments?: 'read') =>
      ({ ...shopManager, membership: { isManager: false, access: { orders: 'write', payments } } }) as Me;
    const { unmount } = renderWithProviders(
      <MeContext.Provider value={access()}>
        <HandOutPayment orderId={orderId} />
      </MeContext.Provider>,
    );
    expect(screen.queryByText(/Reste à payer/)).toBeNull();
    expect(mockedApi).not.toHaveBeenCalled();
    unmount();
    renderWithProviders(
      <MeContext.Provider value={access('read')}>
        <HandOutPayment orderId={orderId} />
      </MeContext.Provider>,
    );
    expect(await screen.findByText('Reste à payer : 30,00 €')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
