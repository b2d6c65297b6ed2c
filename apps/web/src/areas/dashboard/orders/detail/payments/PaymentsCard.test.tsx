import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../../api/client.ts';
import type { LedgerRow } from '../../../../../api/payments.ts';
import type { Me } from '../../../../../api/types.ts';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { MeContext } from '../../../MeContext.tsx';
import { renderAsManager, shopManager } from '../../shared/testSession.tsx';
import { PaymentsCard } from './PaymentsCard.tsx';

vi.mock('../../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const orderId = '01a2013d-04ed-7f40-8123-938d65ad2b3d';
const row = (id: string, extra: Partial<LedgerRow>): LedgerRow => ({
  id,
  createdAt: '2026-10-01T08:00:00.000Z',
  createdBy: null,
  orderKind: 'ORDER_LCD',
  orderId,
  customerId: null,
  type: 'PAYMENT',
  provider: 'OFFLINE',
  status: 'SUCCEEDED',
  method: 'CASH',
  amount: 30,
  paymentDate: '2026-10-01T08:00:00.000Z',
  refundOfId: null,
  cancelsId: null,
  reason: null,
  note: null,
  ...extra,
});
const balance = (paid: number, total = 80) => ({
  paid,
  refunded: 0,
  deposit: 0,
  due: total - paid,
  paymentStatus: paid === 0 ? 'NOT_PAID' : paid < total ? 'PARTIALLY_PAID' : 'PAID',
});

describe('the payments card of an order', () => {
  beforeEach(() => mockedApi.mockReset());

  it('records a cheque for what is left, then takes a payment back with its reason', async () => {
    let rows = [row('01a2013d-04ed-7f40-8123-0000000000a1', { amount: 30 })];
    mockedApi.mockImplementation(async (operation, args) => {
      if (operation === 'orderPayments') {
        const paid = rows.filter((r) => r.status === 'SUCCEEDED' && !rows.some((c) => c.cancelsId === r.id));
        return { payments: rows, balance: balance(paid.reduce((s, r) => s + r.amount, 0)) } as never;
      }
      if (operation === 'addOrderPayments') {
        expect(args).toEqual({
          params: { path: { orderId } },
          body: { payments: [{ amount: 50, method: 'CHECK', type: 'PAYMENT', note: 'n° 1234' }] },
        });
        rows = [...rows, row('01a2013d-04ed-7f40-8123-0000000000a2', { amount: 50, method: 'CHECK', note: 'n° 1234' })];
        return { payments: [], balances: [] } as never;
      }
      if (operation === 'cancelOrderPayment') {
        expect(args).toEqual({
          params: { path: { orderId, paymentId: '01a2013d-04ed-7f40-8123-0000000000a1' } },
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

  it('shows the ledger without any button to who only reads payments', async () => {
    mockedApi.mockResolvedValue({
      payments: [row('01a2013d-04ed-7f40-8123-0000000000a1', {})],
      balance: balance(30),
    } as never);
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
    expect(screen.queryByRole('button', { name: 'Enregistrer un paiement' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annuler ce paiement' })).toBeNull();
  });
});
