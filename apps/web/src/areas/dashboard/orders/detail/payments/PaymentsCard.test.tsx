import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../../../api/client.ts';
import type { LedgerRow } from '../../../../../api/payments.ts';
import type { Me } from '../../../../../api/types.ts';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { MeContext } from '../../../MeContext.tsx';
import { renderAsManager, shopManager } from '../../shared/testSession.tsx';
import { ALL_PROVIDERS, ledgerRow } from './ledgerRow.test-data.ts';
import { PaymentsCard } from './PaymentsCard.tsx';

vi.mock('../../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const orderId = '01a2013d-04ed-7f40-8123-938d65ad2b3d';
const row = (id: string, extra: Partial<LedgerRow>) => ledgerRow(orderId, id, extra);
const balance = (paid: number, total = 80) => ({
  paid,
  refunded: 0,
  deposit: 0,
  due: total - paid,
  paymentStatus: paid === 0 ? 'NOT_PAID' : paid < total ? 'PARTIALLY_PAID' : 'PAID',
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

const reader = {
  ...shopManager,
  membership: { isManager: false, access: { orders: 'read', payments: 'read' } },
} as Me;
const renderAsReader = (element: ReactElement) =>
  renderWithProviders(<MeContext.Provider value={reader}>{element}</MeContext.Provider>);

describe('the payments card of an order', () => {
  beforeEach(() => mockedApi.mockReset());

  it('records a cheque for what is left, then takes a payment back with its reason', async () => {
    let rows = [row('01a2013d-04ed-7f40-8123-0000000000a1', { amount: 30 })];
    mockedApi.mockImplementation(async (operation, args) => {
      if (operation === 'orderDeposits') return noDeposits as never;
      if (operation === 'orderPayments') {
        const paid = rows.filter((r) => r.status === 'SUCCEEDED' && !rows.some((c) => c.cancelsId === r.id));
        return { payments: rows, balance: balance(paid.reduce((s, r) => s + r.amount, 0)) } as never;
      }
      if (operation === 'addOrderPayments') {
        expect(args).toEqual({
          params: { path: { orderId }, header: { 'idempotency-key': expect.any(String) } },
          body: { payments: [{ amount: 50, method: 'CHECK', type: 'PAYMENT', note: 'n° 1234' }] },
        });
        rows = [...rows, row('01a2013d-04ed-7f40-8123-0000000000a2', { amount: 50, method: 'CHECK', note: 'n° 1234' })];
        return { payments: [], balances: [] } as never;
      }
      if (operation === 'cancelOrderPayment') {
        expect(args).toEqual({
          params: {
            path: { orderId, paymentId: '01a2013d-04ed-7f40-8123-0000000000a1' },
            header: { 'idempotency-key': expect.any(String) },
          },
          body: { reason: 'Saisi deux fois' },
        });
        rows = [
          ...rows,
          row('01a2013d-04ed-7f40-8123-0000000000a3', {
            status: 'CANCELED',
            cancelsId: '01a2013d-04ed-7f40-8123-0000000000a1',
            reason: 'Saisi deux fois',
          }),
        ];
        return {} as never;
      }
      return undefined as never;
    });
    const user = userEvent.setup();
    renderAsManager(<PaymentsCard orderId={orderId} />);
    expect(await screen.findByText(/Reste à payer : 50,00/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Enregistrer un paiement' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('textbox', { name: 'Montant' }) as HTMLInputElement).value).toBe('50');
    await user.click(within(dialog).getByRole('combobox', { name: 'Moyen de paiement' }));
    await user.click(await screen.findByRole('option', { name: 'Chèque', hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (facultatif)' }), 'n° 1234');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/Reste à payer : 0,00/)).toBeTruthy();

    const first = screen.getByRole('article', { name: /^Paiement 30,00/ });
    await user.click(within(first).getByRole('button', { name: 'Annuler ce paiement' }));
    const confirm = await screen.findByRole('dialog');
    await user.type(within(confirm).getByRole('textbox', { name: 'Motif (facultatif)' }), 'Saisi deux fois');
    await user.click(within(confirm).getByRole('button', { name: 'Annuler le paiement' }));
    expect(await screen.findByText(/Reste à payer : 30,00/)).toBeTruthy();
    expect(screen.getByText('Annulé')).toBeTruthy();
    // the cancelled one and the cancelling row offer nothing more; the cheque still can be taken back
    expect(screen.getAllByRole('button', { name: 'Annuler ce paiement' })).toHaveLength(1);
  });

  it('mails the receipt of a payment that went through, and offers none for a payment taken back', async () => {
    const paid = row('01a2013d-04ed-7f40-8123-0000000000d1', { amount: 30 });
    const cancelling = row('01a2013d-04ed-7f40-8123-0000000000d2', { status: 'CANCELED', cancelsId: paid.id });
    const kept = row('01a2013d-04ed-7f40-8123-0000000000d3', { amount: 50, method: 'CHECK' });
    mockedApi.mockImplementation(async (operation, args) => {
      if (operation === 'orderPayments') return { payments: [paid, cancelling, kept], balance: balance(50) } as never;
      if (operation === 'sendPaymentReceipt') {
        expect(args).toEqual({ body: { paymentId: kept.id } });
        return { to: ['lea@example.com'] } as never;
      }
      return undefined as never;
    });
    const user = userEvent.setup();
    renderAsManager(<PaymentsCard orderId={orderId} />);
    const cheque = await screen.findByRole('article', { name: /^Paiement 50,00/ });
    await user.click(within(cheque).getByRole('button', { name: 'Envoyer le reçu' }));
    expect(await screen.findByText('Reçu envoyé à lea@example.com')).toBeTruthy();
    // the payment taken back and its cancelling row offer none
    expect(screen.getAllByRole('button', { name: 'Envoyer le reçu' })).toHaveLength(1);
  });

  it('shows the ledger without any button to who only reads payments', async () => {
    mockedApi.mockImplementation(async (operation) =>
      operation === 'orderDeposits'
        ? (noDeposits as never)
        : ({ payments: [row('01a2013d-04ed-7f40-8123-0000000000a1', {})], balance: balance(30) } as never),
    );
    renderAsReader(<PaymentsCard orderId={orderId} />);
    expect(await screen.findByText(/Payé 30,00/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enregistrer un paiement' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annuler ce paiement' })).toBeNull();
  });

  it('refunds what is left of a card payment, with a key that stays the same on a retry', async () => {
    const paymentId = '01a2013d-04ed-7f40-8123-0000000000b1';
    let rows = [
      row(paymentId, { amount: 80, method: 'CARD' }),
      row('01a2013d-04ed-7f40-8123-0000000000b2', { type: 'REFUND', amount: 20, refundOfId: paymentId }),
    ];
    const keys: unknown[] = [];
    mockedApi.mockImplementation(async (operation, args) => {
      if (operation === 'orderDeposits') return noDeposits as never;
      if (operation === 'orderPayments') return { payments: rows, balance: balance(80 - 20) } as never;
      if (operation === 'refundPayment') {
        const call = args as unknown as { params: { header: { 'idempotency-key': string } }; body: object };
        keys.push(call.params.header['idempotency-key']);
        expect(call.body).toEqual({ paymentId, amount: 60, reason: 'DUPLICATE' });
        if (keys.length === 1) throw new TypeError('Failed to fetch');
        rows = [
          ...rows,
          row('01a2013d-04ed-7f40-8123-0000000000b3', { type: 'REFUND', amount: 60, refundOfId: paymentId }),
        ];
        return { payments: [], balances: [] } as never;
      }
      return undefined as never;
    });
    const user = userEvent.setup();
    renderAsManager(<PaymentsCard orderId={orderId} />);
    await user.click(await screen.findByRole('button', { name: 'Rembourser' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Reste remboursable : 60,00/)).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: 'Motif' }));
    await user.click(await screen.findByRole('option', { name: 'Paiement en double', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Rembourser' }));
    await screen.findByText(/Remboursement de 60,00/);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    // all of it is given back: no refund left to offer, and a refunded payment cannot be taken back
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Rembourser' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Annuler ce paiement' })).toBeNull();
  });

  it('offers card, terminal, vouchers and a payment link only with the provider the shop has', async () => {
    const offered = [
      'Paiement par carte',
      'Payer sur le terminal',
      'Chèques-Vacances (ANCV)',
      'Envoyer un lien de paiement',
    ];
    for (const providers of [ALL_PROVIDERS, { card: false, terminal: false, ancv: true }]) {
      mockedApi.mockImplementation(async (operation) => {
        if (operation === 'paymentProviders') return providers as never;
        if (operation === 'orderDeposits') return noDeposits as never;
        if (operation === 'orderPaymentLinks') return { links: [] } as never;
        return { payments: [], balance: balance(0) } as never;
      });
      const { unmount } = renderAsManager(<PaymentsCard orderId={orderId} />);
      expect(await screen.findByRole('button', { name: 'Chèques-Vacances (ANCV)' })).toBeTruthy();
      expect(offered.map((name) => screen.queryByRole('button', { name }) !== null)).toEqual(
        providers.card ? [true, true, true, true] : [false, false, true, false],
      );
      // recording a payment received by hand needs no provider
      expect(screen.getByRole('button', { name: 'Enregistrer un paiement' })).toBeTruthy();
      unmount();
      mockedApi.mockReset();
    }
  });

  it('lists the links not paid yet and cancels one, once, with its key', async () => {
    const open = {
      id: '01a2013d-04ed-7f40-8123-0000000000f1',
      orderId,
      kind: 'PAYMENT',
      status: 'OPEN',
      amount: 30,
      currency: 'EUR',
      expiresAt: '2026-10-08T08:00:00.000Z',
      shopName: 'Cycles & Glisse',
      paymentId: '01a2013d-04ed-7f40-8123-0000000000f2',
      url: 'http://localhost:3000/your-order/x',
      cancelledAt: null,
    };
    const deposit = { ...open, id: '01a2013d-04ed-7f40-8123-0000000000f3', kind: 'DEPOSIT', status: 'PROCESSING' };
    const paid = { ...open, id: '01a2013d-04ed-7f40-8123-0000000000f4', status: 'PAID', amount: 10 };
    let links = [open, deposit, paid];
    mockedApi.mockImplementation(async (operation, args) => {
      if (operation === 'paymentProviders') return ALL_PROVIDERS as never;
      if (operation === 'orderDeposits') return noDeposits as never;
      if (operation === 'orderPaymentLinks') return { links } as never;
      if (operation === 'cancelPaymentLink') {
        expect(args).toEqual({
          params: { path: { paymentLinkId: open.id }, header: { 'idempotency-key': expect.any(String) } },
        });
        links = links.map((l) => (l.id === open.id ? { ...l, status: 'CANCELLED' } : l));
        return { ...open, status: 'CANCELLED' } as never;
      }
      return { payments: [], balance: balance(10) } as never;
    });
    const user = userEvent.setup();
    renderAsManager(<PaymentsCard orderId={orderId} />);
    const list = await screen.findByRole('region', { name: 'Liens pas encore payés' });
    const payment = within(list).getByRole('article', { name: /^Lien de paiement 30,00/ });
    expect(payment.textContent).toMatch(/valable jusqu'au 08\/10\/2026 08:00/);
    const held = within(list).getByRole('article', { name: /^Lien de caution 30,00/ });
    expect(held.textContent).toMatch(/carte en cours de vérification/);
    // a link whose card is being checked cannot be cancelled; a paid one is not listed
    expect(within(held).queryByRole('button')).toBeNull();
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    await user.click(within(payment).getByRole('button', { name: 'Annuler le lien' }));
    expect(await screen.findByText('Lien annulé : il ne peut plus être payé')).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    expect(mockedApi.mock.calls.filter(([operation]) => operation === 'cancelPaymentLink')).toHaveLength(1);
  });

  it('words why a link could not be cancelled', async () => {
    const open = {
      id: '01a2013d-04ed-7f40-8123-0000000000f5',
      orderId,
      kind: 'DEPOSIT',
      status: 'OPEN',
      amount: 300,
      currency: 'EUR',
      expiresAt: '2026-10-08T08:00:00.000Z',
      shopName: 'Cycles & Glisse',
      paymentId: '01a2013d-04ed-7f40-8123-0000000000f6',
      url: 'http://localhost:3000/your-order/x',
      cancelledAt: null,
    };
    mockedApi.mockImplementation(async (operation) => {
      if (operation === 'paymentProviders') return ALL_PROVIDERS as never;
      if (operation === 'orderDeposits') return noDeposits as never;
      if (operation === 'orderPaymentLinks') return { links: [open] } as never;
      if (operation === 'cancelPaymentLink') throw new ApiError(409, { code: 'paymentLinkUsed', details: {} });
      return { payments: [], balance: balance(0) } as never;
    });
    const user = userEvent.setup();
    renderAsManager(<PaymentsCard orderId={orderId} />);
    await user.click(await screen.findByRole('button', { name: 'Annuler le lien' }));
    // the order's money is read again before the refusal is worded
    const refusal = 'Ce lien a été payé entre-temps : il ne peut plus être annulé.';
    expect(await screen.findByText(refusal, undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('shows the open links without the cancel button to who only reads payments', async () => {
    mockedApi.mockImplementation(async (operation) => {
      if (operation === 'orderDeposits') return noDeposits as never;
      if (operation === 'orderPaymentLinks') {
        return {
          links: [
            {
              id: '01a2013d-04ed-7f40-8123-0000000000f7',
              orderId,
              kind: 'PAYMENT',
              status: 'OPEN',
              amount: 12,
              currency: 'EUR',
              expiresAt: '2026-10-08T08:00:00.000Z',
              shopName: 'Cycles & Glisse',
              paymentId: '01a2013d-04ed-7f40-8123-0000000000f8',
              url: 'http://localhost:3000/your-order/x',
              cancelledAt: null,
            },
          ],
        } as never;
      }
      return { payments: [], balance: balance(0) } as never;
    });
    renderAsReader(<PaymentsCard orderId={orderId} />);
    expect(await screen.findByRole('article', { name: /^Lien de paiement 12,00/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Annuler le lien' })).toBeNull();
    expect(mockedApi.mock.calls.some(([operation]) => operation === 'paymentProviders')).toBe(false);
  });
});
