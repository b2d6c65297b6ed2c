import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client.ts';
import { renderAsManager } from '../orders/shared/testSession.tsx';
import PaymentsListPage from './PaymentsListPage.tsx';

vi.mock('../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const orderId = '01a2013d-04ed-7f40-8123-938d65ad2b3d';
const row = (id: string, extra: object) => ({
  id,
  createdAt: '2026-10-01T08:00:00.000Z',
  createdBy: null,
  orderKind: 'ORDER_LCD',
  orderId,
  orderNumber: 1042,
  customerId: '01a2013d-04ed-7f40-8123-938d65ad2b3e',
  customerName: 'Inès Garnier',
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

describe('the payments list', () => {
  beforeEach(() => mockedApi.mockReset());

  it('lists the rows with their totals, filters by method, and exports what the filters keep', async () => {
    const queries: unknown[] = [];
    mockedApi.mockImplementation(async (operation, args) => {
      const query = (args as { params?: { query?: Record<string, unknown> } } | undefined)?.params?.query ?? {};
      const cashOnly = query['method.equals'] === 'CASH';
      if (operation === 'listPayments') {
        queries.push(query);
        const items = [
          row('01a2013d-04ed-7f40-8123-0000000000a1', { amount: 30.5 }),
          row('01a2013d-04ed-7f40-8123-0000000000a2', { type: 'REFUND', amount: 5 }),
          ...(cashOnly ? [] : [row('01a2013d-04ed-7f40-8123-0000000000a3', { method: 'CARD', amount: 20 })]),
        ];
        return { items, total: items.length, page: 1, limit: 50 } as never;
      }
      if (operation === 'paymentListTotals') {
        return (
          cashOnly
            ? { count: 2, received: 30.5, refunded: 5, pending: 0, net: 25.5 }
            : { count: 3, received: 50.5, refunded: 5, pending: 0, net: 45.5 }
        ) as never;
      }
      if (operation === 'exportPaymentsCsv') {
        expect(query).toEqual({ 'method.equals': 'CASH' });
        return new Blob(['csv']) as never;
      }
      return undefined as never;
    });
    URL.createObjectURL = vi.fn(() => 'blob:payments');
    const user = userEvent.setup();
    renderAsManager(<PaymentsListPage />);
    const table = await screen.findByRole('table', { name: 'Paiements' });
    expect(await within(table).findByText('-5,00 €')).toBeTruthy();
    expect(within(table).getByText('Remboursement')).toBeTruthy();
    expect(screen.getByText('45,50 €')).toBeTruthy();
    expect(within(table).getAllByText('Inès Garnier')).toHaveLength(3);
    expect(within(table).getAllByRole('link', { name: 'N° 1042' })[0].getAttribute('href')).toBe(
      `/dashboard/orders/${orderId}`,
    );

    await user.click(screen.getByRole('combobox', { name: 'Moyen de paiement' }));
    await user.click(await screen.findByRole('option', { name: 'Espèces', hidden: true }));
    await waitFor(() => expect(screen.getByText('25,50 €')).toBeTruthy());
    expect(within(table).queryByText('Carte')).toBeNull();
    expect(queries.at(-1)).toEqual({ page: 1, 'method.equals': 'CASH', limit: 50 });

    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });
});
