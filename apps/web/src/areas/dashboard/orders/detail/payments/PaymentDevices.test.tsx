import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../../api/client.ts';
import type { Me } from '../../../../../api/types.ts';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { MeContext } from '../../../MeContext.tsx';
import { renderAsManager, shopManager } from '../../shared/testSession.tsx';
import { ALL_PROVIDERS } from './ledgerRow.test-data.ts';
import { PaymentsCard } from './PaymentsCard.tsx';

vi.mock('../../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const orderId = '01a2013d-04ed-7f40-8123-938d65ad2b3d';
const checkoutId = '01a2013d-04ed-7f40-8123-0000000000c1';
const paymentId = '01a2013d-04ed-7f40-8123-0000000000c2';
const unpaid = (due: number) => ({
  payments: [],
  balance: { paid: 80 - due, refunded: 0, deposit: 0, due, paymentStatus: due === 80 ? 'NOT_PAID' : 'PARTIALLY_PAID' },
});
const noDeposits = {
  orderId,
  toTake: 0,
  productsDeposit: 0,
  max: null,
  askAtHandOut: false,
  held: 0,
  captured: 0,
  bails: [],
};
const checkout = (status: string, declineReason: string | null = null) => ({
  checkoutId,
  paymentId,
  orderId,
  amount: 30,
  terminal: 'SANDBOX',
  status,
  declineReason,
  createdAt: '2026-10-01T08:00:00.000Z',
});
const voucher = (status: string, refusal: string | null = null) => ({
  transactionId: '01a2013d-04ed-7f40-8123-0000000000d1',
  paymentId,
  orderId,
  preTransactionId: 'ptx_0123456789abcdef01234567',
  amount: 80,
  status,
  refusal,
  expiresAt: '2026-10-01T08:15:00.000Z',
  authenticationUrl:
    'http://localhost:3000/pay/ancv/01a2013d-04ed-7f40-8123-0000000000d1?pre=ptx_0123456789abcdef01234567',
});

describe('payments on the terminal and by holiday vouchers', () => {
  beforeEach(() => mockedApi.mockReset());

  it('sends part of the order to the terminal, waits, and shows the card accepted', async () => {
    let state = checkout('PENDING');
    let due = 80;
    mockedApi.mockImplementation(async (operation, args) => {
      if (operation === 'paymentProviders') return ALL_PROVIDERS as never;
      if (operation === 'orderDeposits') return noDeposits as never;
      if (operation === 'orderPayments') return unpaid(due) as never;
      if (operation === 'createTerminalCheckout') {
        expect(args).toEqual({
          params: { header: { 'idempotency-key': expect.any(String) } },
          body: { orderId, amount: 30 },
        });
        return state as never;
      }
      if (operation === 'playSandboxTerminal') {
        expect(args).toMatchObject({ params: { path: { checkoutId } }, body: { outcome: 'approve' } });
        state = checkout('COMPLETED');
        due = 50;
        return state as never;
      }
      if (operation === 'getTerminalCheckout') return state as never;
      return undefined as never;
    });
    const user = userEvent.setup();
    renderAsManager(<PaymentsCard orderId={orderId} />);
    await user.click(await screen.findByRole('button', { name: 'Payer sur le terminal' }));
    const dialog = await screen.findByRole('dialog');
    // its close button (an icon) is named for screen readers
    expect(within(dialog).getAllByRole('button', { name: 'Fermer' }).length).toBeGreaterThan(0);
    const amount = within(dialog).getByRole('textbox', { name: 'Montant' });
    await user.clear(amount);
    await user.type(amount, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer au terminal' }));
    expect(await within(dialog).findByText('En attente de la carte du client sur le terminal…')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Carte acceptée' }));
    expect(await within(dialog).findByText('Paiement accepté')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Annuler le paiement' })).toBeNull();
    expect(await screen.findByText(/Reste à payer : 50,00/)).toBeTruthy();
  });

  it('cancels a terminal payment while the card is awaited', async () => {
    let state = checkout('PENDING');
    mockedApi.mockImplementation(async (operation) => {
      if (operation === 'paymentProviders') return ALL_PROVIDERS as never;
      if (operation === 'orderDeposits') return noDeposits as never;
      if (operation === 'orderPayments') return unpaid(80) as never;
      if (operation === 'createTerminalCheckout' || operation === 'getTerminalCheckout') return state as never;
      if (operation === 'cancelTerminalCheckout') {
        state = checkout('CANCELED');
        return state as never;
      }
      return undefined as never;
    });
    const user = userEvent.setup();
    renderAsManager(<PaymentsCard orderId={orderId} />);
    await user.click(await screen.findByRole('button', { name: 'Payer sur le terminal' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer au terminal' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Annuler le paiement' }));
    expect(await within(dialog).findByText('Paiement annulé')).toBeTruthy();
    expect(mockedApi).toHaveBeenCalledWith('cancelTerminalCheckout', { params: { path: { checkoutId } } });
  });

  it('shows the ANCV QR code, then the refusal the scheme answered', async () => {
    let state = voucher('PENDING');
    mockedApi.mockImplementation(async (operation, args) => {
      if (operation === 'paymentProviders') return ALL_PROVIDERS as never;
      if (operation === 'orderDeposits') return noDeposits as never;
      if (operation === 'orderPayments') return unpaid(80) as never;
      if (operation === 'initAncvCheckout') {
        expect(args).toMatchObject({ body: { orderId, amount: 80 } });
        return state as never;
      }
      if (operation === 'ancvPaymentStatus') return state as never;
      return undefined as never;
    });
    const user = userEvent.setup();
    const { queryClient } = renderAsManager(<PaymentsCard orderId={orderId} />);
    await user.click(await screen.findByRole('button', { name: 'Chèques-Vacances (ANCV)' }));
    const dialog = await screen.findByRole('dialog');
    // its close button (an icon) is named for screen readers
    expect(within(dialog).getAllByRole('button', { name: 'Fermer' }).length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Afficher le QR code' }));
    const qr = await within(dialog).findByRole('img', { name: "QR code à scanner avec l'application ANCV" });
    expect(qr.getAttribute('src')).toBe('/v2/ancv/qr-code/ptx_0123456789abcdef01234567');
    const init = mockedApi.mock.calls.find(([operation]) => operation === 'initAncvCheckout');
    expect(init?.[1]).toMatchObject({ params: { path: { paymentId: expect.stringMatching(/^[0-9a-f-]{36}$/) } } });
    state = voucher('REFUSED', 'insufficientBalance');
    await queryClient.refetchQueries({ queryKey: ['ancv-payment'] });
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe(
        'Chèques-Vacances refusés — solde de chèques insuffisant',
      ),
    );
    expect(within(dialog).queryByRole('img')).toBeNull();
  });

  it('offers neither to who only reads payments', async () => {
    mockedApi.mockImplementation(async (operation) =>
      operation === 'orderDeposits' ? (noDeposits as never) : (unpaid(80) as never),
    );
    const reader = {
      ...shopManager,
      membership: { isManager: false, access: { orders: 'read', payments: 'read' } },
    } as Me;
    renderWithProviders(
      <MeContext.Provider value={reader}>
        <PaymentsCard orderId={orderId} />
      </MeContext.Provider>,
    );
    expect(await screen.findByText(/Reste à payer : 80,00/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Payer sur le terminal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Chèques-Vacances (ANCV)' })).toBeNull();
  });
});
