/** A customer's rentals: orders by year and page, the year's totals, and what is out or coming. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type CallResult } from './client.ts';

const HISTORY_PAGE_SIZE = 10;

/** What a customer booked since their first order (counted by the API). */
export type CustomerLifetimeTotals = CallResult<'getCustomerOrdersInfo'>['allTime'];

export function useCustomerOrdersInfo(customerId: string, year: number) {
  return useQuery({
    queryKey: ['orders', 'customer', customerId, 'info', year],
    queryFn: () => api('getCustomerOrdersInfo', { params: { path: { customerId, year } } }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerOrders(customerId: string, year: number | undefined, page: number) {
  return useQuery({
    queryKey: ['orders', 'customer', customerId, 'list', year ?? 'all', page],
    queryFn: () =>
      api('listOrdersOfCustomer', {
        params: { query: { customerId, ...(year === undefined ? {} : { year }), page, limit: HISTORY_PAGE_SIZE } },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Orders to come or out now, soonest first. */
export function useOpenCustomerOrders(customerId: string) {
  return useQuery({
    queryKey: ['orders', 'customer', customerId, 'open'],
    queryFn: () => api('listPendingOrdersOfCustomer', { params: { path: { customerId } } }),
  });
}
