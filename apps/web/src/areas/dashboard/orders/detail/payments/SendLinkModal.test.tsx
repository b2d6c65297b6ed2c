import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../../../api/client.ts';
import type { Deposit } from '../../../../../api/deposits.ts';
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
const linkId = '01a2013d-04ed-7f40-8123-0000000000f1';
const row = (id: string, extra: Partial<LedgerRow>) => ledgerRow(orderId, id, extra);
// 80.00 to pay: 30.00 in cash, 20.00 by card still under way
const ledger = {
  payments: [
    row('01a2013d-04ed-7f40-8123-0000000000a1', {}),
    row('01a2013d-04ed-7f40-8123-0000000000a2', { provider: 'SANDBOX', method: null, status: 'WAITING', amount: 20 }),
  ],
  balance: { paid: 30, refunded: 0, deposit: 0, due: 50, paymentStatus: 'PARTIALLY_PAID' },
};
const pendingHold: Deposit = {
  id: '01a2013d-04ed-7f40-8123-0000000000d1',
  provider: 'SANDBOX',
  status: 'WAITING',
  state: 'PENDING',
  method: null,
  amount: 100,
  held: 0,
  captured: 0,
  released: 0,
  renewal: null,
  renews: null,
  paymentDate: '2026-10-01T08:00:00.000Z',
  note: null,
  createdAt: '2026-10-01T08:00:00.000Z',
  createdBy: null,
  movements: [],
};
const deposits = {
  orderId,
  toTake: 300,
  productsDeposit: 300,
  max: null,
  askAtHandOut: false,
  held: 0,
  captured: 0,
  bails: [pendingHold],
};
const sentLink = (kind: 'PAYMENT' | 'DEPOSIT', amount: number, mailed: boolean) => ({
  id: linkId,
  orderId,
  kind,
  status: 'OPEN',
  amount,
  currency: 'EUR',
  expiresAt: '2026-10-08T08:00:00.000Z',
  paymentId: '01a2013d-04ed-7f40-8123-0000000000f2',
  url: `http://localhost:3000/your-order/shop/${orderId}?token=t&link=${linkId}`,
  mail: mailed ? { mailId: linkId, to: 'lea@example.com', subject: 'Lien', language: 'fr' } : null,
});
type Call = { params: { path: { orderId: string }; header: { 'idempotency-key': string } }; body: object };
const expiryOf = (call: Call | undefined) => (call?.body as { expiresAt?: string } | undefined)?.expiresAt ?? '';

describe('sending payment and deposit links from the payments card', () => {
  beforeEach(() => mockedApi.mockReset());

  it('mails a payment link for what is left once the card payment under way is counted, and shows it', async () => {
    const calls: Call[] = [];
    mockedApi.mockImplementation(async (operation, args) => {
      if (operation === 'paymentProviders') return ALL_PROVIDERS as never;
      if (operation === 'orderPayments') return ledger as never;
      if (operation === 'orderDeposits') return { ...deposits, toTake: 0, bails: [] } as never;
      if (operation === 'addPaymentLink') {
        calls.push(args as unknown as Call);
        if (calls.length === 1)
          throw new ApiError(409, { code: 'amountAboveDue', message: 'above', details: { due: 12.5 } });
        return sentLink('PAYMENT', 25, true) as never;
      }
      return undefined as never;
    });
    const user = userEvent.setup();
    renderAsManager(<PaymentsCard orderId={orderId} />);
    await user.click(await screen.findByRole('button', { name: 'Envoyer un lien de paiement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer un lien de paiement' });
    const amount = within(dialog).getByRole('textbox', { name: 'Montant' }) as HTMLInputElement;
    expect(amount.value).toBe('30');
    expect((within(dialog).getByRole('textbox', { name: 'Valable (jours)' }) as HTMLInputElement).value).toBe('7');
    expect((within(dialog).getByRole('checkbox', { name: /par e-mail/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Créer le lien' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('reste à demander : 12,50');

    await user.clear(amount);
    await user.type(amount, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le lien' }));
    expect(await screen.findByText('Lien envoyé à lea@example.com')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Lien' }) as HTMLInputElement).value).toContain(
      `link=${linkId}`,
    );
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual({
      params: { path: { orderId }, header: { 'idempotency-key': calls[0]?.params.header['idempotency-key'] } },
      body: { amount: 25, expiresAt: expect.any(String), sendMail: true },
    });
    const days = (Date.parse(expiryOf(calls[1])) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(7);
  });

  it('sends a deposit link for the deposit not yet held nor under way, without a mail when unticked', async () => {
    const calls: Call[] = [];
    mockedApi.mockImplementation(async (operation, args) => {
      if (operation === 'paymentProviders') return ALL_PROVIDERS as never;
      if (operation === 'orderPayments') return { ...ledger, payments: [] } as never;
      if (operation === 'orderDeposits') return deposits as never;
      if (operation === 'addDepositLink') {
        calls.push(args as unknown as Call);
        return sentLink('DEPOSIT', 200, false) as never;
      }
      return undefined as never;
    });
    const user = userEvent.setup();
    renderAsManager(<PaymentsCard orderId={orderId} />);
    await user.click(await screen.findByRole('button', { name: 'Envoyer un lien de caution' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer un lien de caution' });
    expect((within(dialog).getByRole('textbox', { name: 'Montant' }) as HTMLInputElement).value).toBe('200');
    const days = within(dialog).getByRole('textbox', { name: 'Valable (jours)' });
    await user.clear(days);
    await user.type(days, '2');
    await user.click(within(dialog).getByRole('checkbox', { name: /par e-mail/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Créer le lien' }));
    expect(await screen.findByText('Lien de 200,00 € créé')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ amount: 200, expiresAt: expect.any(String), sendMail: false });
    const left = (Date.parse(expiryOf(calls[0])) - Date.now()) / 86_400_000;
    expect(Math.round(left)).toBe(2);
  });

  it('offers no link to who only reads payments', async () => {
    mockedApi.mockImplementation(async (operation) =>
      operation === 'orderDeposits' ? (deposits as never) : (ledger as never),
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
    expect(await screen.findByText(/Payé 30,00/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Envoyer un lien/ })).toBeNull();
  });
});
