/** The payments list of the company, the cashbook with its daily Z reports, and payment receipts. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallArgs, type CallResult } from './client.ts';
import type { JsonBody } from './types.ts';

export type PaymentFilters = NonNullable<NonNullable<CallArgs<'listPayments'>>['params']>['query'];
export type PaymentsPage = CallResult<'listPayments'>;
export type CashbookDay = CallResult<'cashbookDay'>;
export type Closing = CallResult<'closeCashbookDay'>;
export type CloseDayInput = JsonBody<'closeCashbookDay'>;

export const PAYMENTS_PAGE_SIZE = 50;

export const cashbookKeys = {
  all: ['cashbook'] as const,
  payments: (filters: PaymentFilters) => ['cashbook', 'payments', filters] as const,
  totals: (filters: PaymentFilters) => ['cashbook', 'totals', filters] as const,
  day: (day: string) => ['cashbook', 'day', day] as const,
  closings: (page: number) => ['cashbook', 'closings', page] as const,
};

export const usePaymentsList = (filters: PaymentFilters) =>
  useQuery({
    queryKey: cashbookKeys.payments(filters),
    queryFn: () => api('listPayments', { params: { query: { ...filters, limit: PAYMENTS_PAGE_SIZE } } }),
    placeholderData: keepPreviousData,
  });

/** The filters of the list without its paging: what the totals and the export take. */
const withoutPaging = ({ page: _page, skip: _skip, limit: _limit, ...rest }: NonNullable<PaymentFilters>) => rest;

export const usePaymentTotals = (filters: PaymentFilters) => {
  const query = withoutPaging(filters ?? {});
  return useQuery({
    queryKey: cashbookKeys.totals(query),
    queryFn: () => api('paymentListTotals', { params: { query } }),
    placeholderData: keepPreviousData,
  });
};

export const exportPaymentsCsv = (filters: PaymentFilters) =>
  api('exportPaymentsCsv', { params: { query: withoutPaging(filters ?? {}) } }) as Promise<Blob>;

export const useCashbookDay = (day: string) =>
  useQuery({ queryKey: cashbookKeys.day(day), queryFn: () => api('cashbookDay', { params: { query: { day } } }) });

export const useClosings = (page: number) =>
  useQuery({
    queryKey: cashbookKeys.closings(page),
    queryFn: () => api('listCashbookClosings', { params: { query: { page, limit: 10 } } }),
    placeholderData: keepPreviousData,
  });

/** Closing a day: one key per confirmation dialog, so a retry after a lost answer closes it once. */
export const useCloseDay = (key: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CloseDayInput) =>
      api('closeCashbookDay', { params: { header: { 'idempotency-key': key } }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashbookKeys.all }),
  });
};

export const downloadCashbookCsv = (startDate: string, endDate: string) =>
  api('exportCashbookCsv', { params: { query: { startDate, endDate } } }) as Promise<Blob>;

export const downloadCashbookPdf = (lang: 'fr' | 'en' | 'es' | 'pt' | 'it', startDate: string, endDate: string) =>
  api('downloadCashbookPdf', { params: { path: { lang }, query: { startDate, endDate } } }) as Promise<Blob>;

export const useSendReceipt = () =>
  useMutation({ mutationFn: (paymentId: string) => api('sendPaymentReceipt', { body: { paymentId } }) });
