/** The shop's card money on the platform: balance, transactions with fees, payouts and the platform's fee invoices. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallArgs, type CallResult } from './client.ts';

export type PlatformBalance = CallResult<'platformBalance'>;
export type PlatformTransaction = CallResult<'platformTransactions'>['items'][number];
export type Payout = CallResult<'platformPayouts'>['items'][number];
export type FeeInvoice = CallResult<'platformFeeInvoices'>['items'][number];
export type PayoutSettings = CallResult<'changePayoutSettings'>;
export type PayoutSettingsInput = NonNullable<CallArgs<'changePayoutSettings'>['body']>;

export const BALANCE_PAGE_SIZE = 20;

export const balanceKeys = {
  all: ['balance'] as const,
  balance: ['balance', 'figures'] as const,
  transactions: (page: number) => ['balance', 'transactions', page] as const,
  payouts: (page: number) => ['balance', 'payouts', page] as const,
  invoices: (skip: number) => ['balance', 'invoices', skip] as const,
};

export const usePlatformBalance = () =>
  useQuery({ queryKey: balanceKeys.balance, queryFn: () => api('platformBalance', {}) });

export const usePlatformTransactions = (page: number) =>
  useQuery({
    queryKey: balanceKeys.transactions(page),
    queryFn: () => api('platformTransactions', { params: { query: { page, limit: BALANCE_PAGE_SIZE } } }),
    placeholderData: keepPreviousData,
  });

export const usePayouts = (page: number) =>
  useQuery({
    queryKey: balanceKeys.payouts(page),
    queryFn: () => api('platformPayouts', { params: { query: { page, limit: BALANCE_PAGE_SIZE } } }),
    placeholderData: keepPreviousData,
  });

export const useFeeInvoices = (skip: number) =>
  useQuery({
    queryKey: balanceKeys.invoices(skip),
    queryFn: () => api('platformFeeInvoices', { params: { query: { skip, limit: BALANCE_PAGE_SIZE } } }),
    placeholderData: keepPreviousData,
  });

export const downloadPayoutCsv = (payoutId: string) =>
  api('payoutTransactionsCsv', { params: { path: { payoutId } } }) as Promise<Blob>;

export const downloadFeeInvoicePdf = (feeInvoiceId: string, lang: 'fr' | 'en' | 'es' | 'pt' | 'it') =>
  api('platformFeeInvoicePdf', { params: { path: { feeInvoiceId, lang } } }) as Promise<Blob>;

/** A manager sets the shop's payout schedule; the balance shows it at once. */
export const useChangePayoutSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutSettingsInput) => api('changePayoutSettings', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: balanceKeys.balance }),
  });
};
