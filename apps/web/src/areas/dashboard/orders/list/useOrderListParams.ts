import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { OrderListFilters } from '../../../../api/orders.ts';
import { useUrlParams } from '../../../../components/useUrlParams.ts';
import { shopToday, useShopZone } from '../shared/zone.ts';
import {
  CREATED_FROM,
  ORDER_STATES,
  PAYMENT_STATUSES,
  PERIODS,
  type PeriodChoice,
  periodRange,
  splitList,
} from './listParams.ts';

/**
 * Filters and page of the orders list, kept in the URL (back/forward and reload keep them); the two searches reach
 * the URL and the API after a short pause in typing. A new filter goes back to page 1.
 */
export function useOrderListParams() {
  const timeZone = useShopZone();
  const [params, update] = useUrlParams();
  const [customerText, setCustomerText] = useState(params.get('customer') ?? '');
  const [productText, setProductText] = useState(params.get('product') ?? '');
  const [customer] = useDebouncedValue(customerText.trim(), 300);
  const [product] = useDebouncedValue(productText.trim(), 300);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only new debounced texts move the URL
  useEffect(() => {
    if (customer !== (params.get('customer') ?? '') || product !== (params.get('product') ?? '')) {
      update({ customer, product, page: null });
    }
  }, [customer, product]);

  const periodParam = params.get('period') as PeriodChoice | null;
  const period: PeriodChoice = periodParam && PERIODS.includes(periodParam) ? periodParam : 'upcoming';
  const custom = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const states = splitList(params.get('state') ?? '', ORDER_STATES);
  const createdFrom = splitList(params.get('createdFrom') ?? '', CREATED_FROM);
  const payment = splitList(params.get('payment') ?? '', PAYMENT_STATUSES);
  const startsInRange = params.get('starts') === '1';

  const filters: OrderListFilters = {
    ...periodRange(period, shopToday(timeZone), custom),
    searchCustomer: params.get('customer') || undefined,
    searchProducts: params.get('product') || undefined,
    state: states.length ? states.join(',') : undefined,
    createFromStatus: createdFrom.length ? createdFrom.join(',') : undefined,
    paymentStatus: payment.length ? payment.join(',') : undefined,
    startsInRange: startsInRange || undefined,
  };

  const set = (changes: Record<string, string | null>) => update({ ...changes, page: null });
  return {
    filters,
    page: Math.max(1, Number(params.get('page')) || 1),
    setPage: (page: number) => update({ page }),
    period,
    custom,
    states,
    createdFrom,
    payment,
    startsInRange,
    customerText,
    setCustomerText,
    productText,
    setProductText,
    setPeriod: (value: PeriodChoice) => set({ period: value === 'upcoming' ? null : value }),
    setCustom: (changes: { from?: string; to?: string }) => set(changes),
    setStates: (values: string[]) => set({ state: values.join(',') }),
    setCreatedFrom: (values: string[]) => set({ createdFrom: values.join(',') }),
    setPayment: (values: string[]) => set({ payment: values.join(',') }),
    setStartsInRange: (on: boolean) => set({ starts: on ? '1' : null }),
  };
}

export type OrderListParams = ReturnType<typeof useOrderListParams>;
