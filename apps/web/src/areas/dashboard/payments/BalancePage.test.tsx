import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client.ts';
import type { Me } from '../../../api/types.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { saveBlob } from '../customers/shared/download.ts';
import { MeContext } from '../MeContext.tsx';
import { renderAsManager, shopManager } from '../orders/shared/testSession.tsx';
import BalancePage from './BalancePage.tsx';

vi.mock('../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
vi.mock('../customers/shared/download.ts', () => ({ saveBlob: vi.fn() }));
const mockedApi = vi.mocked(api);

const PAYOUT_ID = '01a2013d-04ed-7f40-8123-0000000000d1';
const transaction = (id: string, type: string, amount: number, fee: number, state: string) => ({
  id,
  paymentDate: '2026-10-05T08:00:00.000Z',
  type,
  provider: 'SANDBOX',
  orderId: null,
  amount,
  fee,
  net: Math.round((amount - fee) * 100) / 100,
  state,
  payoutId: state === 'PAID_OUT' ? PAYOUT_ID : null,
});

const DAILY = { schedule: 'DAILY', weekday: 1, delayDays: 2, chosen: false };
const balanceOf = (available: number, pending: number, payout = DAILY) => ({
  currency: 'EUR',
  available,
  pending,
  payoutDelayDays: payout.delayDays,
  schedule: payout.schedule,
  payout,
  fee: { percent: 1.4, fixed: 0.25 },
});
const EMPTY_PAGE = { items: [], total: 0, page: 1, skip: 0, limit: 20 };

describe('the balance and payouts page', () => {
  beforeEach(() => {
    mockedApi.mockReset();
    vi.mocked(saveBlob).mockReset();
  });

  it('shows the balance, the transactions with fees, the payouts with their CSV and the fee invoices', async () => {
    const csv = new Blob(['paymentDate;type'], { type: 'text/csv' });
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    mockedApi.mockImplementation(async (operation, args) => {
      switch (operation) {
        case 'platformBalance':
          return balanceOf(137.71, 19.47) as never;
        case 'platformTransactions':
          return {
            items: [
              transaction('01a2013d-04ed-7f40-8123-0000000000a1', 'PAYMENT', 100, 1.65, 'PAID_OUT'),
              transaction('01a2013d-04ed-7f40-8123-0000000000a2', 'REFUND', -10, 0, 'AVAILABLE'),
            ],
            total: 2,
            page: 1,
            limit: 20,
          } as never;
        case 'platformPayouts':
          return {
            items: [
              {
                id: PAYOUT_ID,
                createdAt: '2026-10-07T03:00:00.000Z',
                cutoff: '2026-10-05T03:00:00.000Z',
                schedule: 'DAILY',
                status: 'PAID',
                gross: 141.03,
                fee: 3.32,
                net: 137.71,
                transactionCount: 6,
              },
            ],
            total: 1,
            page: 1,
            limit: 20,
          } as never;
        case 'platformFeeInvoices':
          return {
            items: [
              {
                id: '01a2013d-04ed-7f40-8123-0000000000e1',
                number: 1,
                month: '2026-10',
                issuedAt: '2026-11-01T03:00:00.000Z',
                gross: 161.03,
                fee: 3.85,
                fees: { net: 3.21, vat: 0.64, gross: 3.85, vatPercent: 20 },
                transactionCount: 7,
              },
            ],
            total: 1,
            skip: 0,
            limit: 20,
          } as never;
        case 'platformFeeInvoicePdf':
          expect(args).toEqual({
            params: { path: { feeInvoiceId: '01a2013d-04ed-7f40-8123-0000000000e1', lang: 'fr' } },
          });
          return pdf as never;
        case 'payoutTransactionsCsv':
          expect(args).toEqual({ params: { path: { payoutId: PAYOUT_ID } } });
          return csv as never;
      }
      return undefined as never;
    });
    const user = userEvent.setup();
    renderAsManager(<BalancePage />);

    const available = (await screen.findByText('Disponible', { selector: 'p' })).parentElement as HTMLElement;
    expect(within(available).getByText('137,71 €')).toBeTruthy();
    expect(within(available).getByText('Viré chaque jour')).toBeTruthy();
    const pending = screen.getByText('En attente', { selector: 'p' }).parentElement as HTMLElement;
    expect(within(pending).getByText('19,47 €')).toBeTruthy();
    expect(within(pending).getByText('Disponible 2 jours après le paiement')).toBeTruthy();
    expect(screen.getByText(/Frais de la plateforme : 1,4 %/)).toBeTruthy();

    const transactions = await screen.findByRole('table', { name: 'Transactions' });
    const payment = within(transactions).getByRole('row', { name: /Paiement/ });
    expect(within(payment).getByText('100,00 €')).toBeTruthy();
    expect(within(payment).getByText('1,65 €')).toBeTruthy();
    expect(within(payment).getByText('98,35 €')).toBeTruthy();
    expect(within(payment).getByText('Viré')).toBeTruthy();
    const refund = within(transactions).getByRole('row', { name: /Remboursement/ });
    expect(within(refund).getAllByText('-10,00 €')).toHaveLength(2);

    const payouts = screen.getByRole('table', { name: 'Virements' });
    const row = within(payouts).getByRole('row', { name: /141,03/ });
    expect(within(row).getByText('3,32 €')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: /Télécharger les transactions du virement/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(csv, 'payout-2026-10-07.csv'));

    const invoices = screen.getByRole('table', { name: 'Factures de frais de la plateforme' });
    const invoice = within(invoices).getByRole('row', { name: /octobre 2026/ });
    expect(within(invoice).getByText('3,21 €')).toBeTruthy();
    expect(within(invoice).getByText('0,64 € (20 %)')).toBeTruthy();
    expect(within(invoice).getByText('3,85 €')).toBeTruthy();
    expect(within(invoices).getByRole('columnheader', { name: 'TVA' })).toBeTruthy();
    await user.click(within(invoice).getByRole('button', { name: 'Télécharger la facture n° 1 (PDF)' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(pdf, 'fee-invoice-1-2026-10.pdf'));
  });

  it('says when there is nothing yet', async () => {
    mockedApi.mockImplementation(async (operation) => {
      if (operation === 'platformBalance') {
        return balanceOf(0, 0, { schedule: 'WEEKLY', weekday: 3, delayDays: 1, chosen: true }) as never;
      }
      return EMPTY_PAGE as never;
    });
    renderAsManager(<BalancePage />);
    expect(await screen.findByText('Viré chaque mercredi')).toBeTruthy();
    expect(screen.getByText('Calendrier choisi par la boutique.')).toBeTruthy();
    expect(screen.getByText('Disponible 1 jour après le paiement')).toBeTruthy();
    expect(await screen.findByText('Aucun paiement par carte pour le moment.')).toBeTruthy();
    expect(screen.getByText('Aucun virement pour le moment.')).toBeTruthy();
    expect(screen.getByText('Aucune facture pour le moment.')).toBeTruthy();
  });

  it('lets a manager pay the shop weekly on a chosen day, after a chosen delay', async () => {
    mockedApi.mockImplementation(async (operation, args) => {
      if (operation === 'platformBalance') return balanceOf(0, 0) as never;
      if (operation === 'changePayoutSettings') {
        expect(args).toEqual({ body: { schedule: 'WEEKLY', weekday: 5, delayDays: 3 } });
        return { schedule: 'WEEKLY', weekday: 5, delayDays: 3, chosen: true } as never;
      }
      return EMPTY_PAGE as never;
    });
    const user = userEvent.setup();
    renderAsManager(<BalancePage />);
    expect(await screen.findByText('Calendrier par défaut de la plateforme.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Modifier le calendrier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Calendrier des virements' });
    await user.click(within(dialog).getByRole('radio', { name: 'Chaque semaine' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Jour du virement' }));
    await user.click(await screen.findByRole('option', { name: 'vendredi', hidden: true }));
    const delay = within(dialog).getByRole('textbox', { name: /Jours d’attente avant virement/ });
    fireEvent.change(delay, { target: { value: '3' } });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(mockedApi).toHaveBeenCalledWith('changePayoutSettings', expect.anything()));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the schedule without a way to change it to an employee', async () => {
    mockedApi.mockImplementation(async (operation) => {
      if (operation === 'platformBalance') return balanceOf(0, 0) as never;
      return EMPTY_PAGE as never;
    });
    const reader = { ...shopManager, membership: { isManager: false, access: { payments: 'read' } } } as Me;
    renderWithProviders(
      <MeContext.Provider value={reader}>
        <BalancePage />
      </MeContext.Provider>,
    );
    expect(await screen.findByText('Viré chaque jour')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Modifier le calendrier' })).toBeNull();
  });
});
