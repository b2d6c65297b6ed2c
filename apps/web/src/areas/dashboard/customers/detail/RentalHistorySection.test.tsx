import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../api/client.ts';
import { renderAsManager } from '../../orders/shared/testSession.tsx';
import { historyYear } from './historyYear.ts';
import { RentalHistorySection } from './RentalHistorySection.tsx';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const order = (number: number, status: string, values: object = {}) => ({
  id: `o${number}`,
  number,
  status,
  type: 'ORDER',
  isRequest: false,
  isLate: false,
  startDate: '2024-07-10T07:00:00.000Z',
  endDate: '2024-07-12T16:00:00.000Z',
  totalTTC: 84.5,
  productNames: ['VTT'],
  customer: null,
  ...values,
});

describe('RentalHistorySection', () => {
  beforeEach(() => {
    mockedApi.mockReset();
  });

  it("shows what the customer has out now, what is coming, the year's totals and its orders", async () => {
    mockedApi.mockImplementation((async (operation: string, options: { params: { path?: { year?: number } } }) => {
      if (operation === 'getCustomerOrdersInfo') {
        const year = options.params.path?.year;
        const allTime = {
          count: 5,
          totalTTC: 412.5,
          firstRentalAt: '2023-05-20T07:00:00.000Z',
          lastRentalAt: '2024-07-10T07:00:00.000Z',
        };
        const common = { firstOrderAt: null, lastOrderAt: null, years: [2023, 2024], allTime };
        return year === 2024
          ? { count: 2, totalTTC: 169, canceledCount: 1, ...common }
          : { count: 0, totalTTC: 0, canceledCount: 0, ...common };
      }
      if (operation === 'listPendingOrdersOfCustomer') return [order(7, 'IN_PROGRESS'), order(9, 'TO_COME')];
      if (operation === 'listOrdersOfCustomer') {
        return { items: [order(5, 'ENDED'), order(6, 'TO_COME', { type: 'CANCELED' })], total: 2, page: 1, limit: 10 };
      }
      throw new Error(operation);
    }) as never);
    renderAsManager(<RentalHistorySection customerId="c1" />);
    const out = await screen.findByTestId('rentals-out');
    expect(within(out).getByRole('link', { name: '#7' }).getAttribute('href')).toBe('/dashboard/orders/o7');
    expect(within(screen.getByTestId('rentals-coming')).getByText('#9')).toBeTruthy();
    // The year opens on 2024, the customer's latest: its figures replace this year's empty ones.
    expect(await within(screen.getByTestId('rentals-totals')).findByText('2')).toBeTruthy();
    const totals = screen.getByTestId('rentals-totals');
    expect(within(totals).getByText(/169,00/)).toBeTruthy();
    const allTime = screen.getByTestId('rentals-all-time');
    expect(within(allTime).getByText('5')).toBeTruthy();
    expect(within(allTime).getByText(/412,50/)).toBeTruthy();
    expect(within(allTime).getByText('20/05/2023')).toBeTruthy();
    expect(within(allTime).getByText('10/07/2024')).toBeTruthy();
    const history = screen.getByTestId('rentals-history');
    expect(within(history).getByText('Terminée')).toBeTruthy();
    expect(within(history).getByText('Annulée')).toBeTruthy();
    expect(mockedApi).toHaveBeenCalledWith('listOrdersOfCustomer', {
      params: { query: { customerId: 'c1', year: 2024, page: 1, limit: 10 } },
    });
  });

  it('opens on this year when the customer rented in it, else on their latest year', () => {
    expect(historyYear(null, 2026, [2024, 2026])).toBe(2026);
    expect(historyYear(null, 2026, [2023, 2024])).toBe(2024);
    expect(historyYear(null, 2026, [])).toBe(2026);
    expect(historyYear(2023, 2026, [2023, 2024])).toBe(2023);
  });
});
