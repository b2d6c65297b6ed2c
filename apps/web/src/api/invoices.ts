/** Invoices and credit notes: an order's, issue, credit, PDFs, and the accountant's period list and CSV export. */
import type { operations } from '@hirebase/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallResult } from './client.ts';
import type { JsonBody } from './types.ts';

export type OrderInvoices = CallResult<'listOrderInvoices'>;
export type IssuedInvoice = OrderInvoices['invoices'][number];
export type IssuedCreditNote = IssuedInvoice['creditNotes'][number];
export type CreditNoteInput = JsonBody<'issueCreditNote'>;
export type InvoiceJournal = CallResult<'listCompanyInvoices'>;
export type JournalFilters = Omit<
  NonNullable<operations['listCompanyInvoices']['parameters']['query']>,
  'page' | 'limit'
>;

export const invoiceKeys = {
  all: ['invoices'] as const,
  ofOrder: (orderId: string) => ['invoices', 'order', orderId] as const,
  journal: (filters: JournalFilters & { page: number }) => ['invoices', 'journal', filters] as const,
};

export const useOrderInvoices = (orderId: string) =>
  useQuery({
    queryKey: invoiceKeys.ofOrder(orderId),
    queryFn: () => api('listOrderInvoices', { params: { path: { orderId } } }),
  });

function useInvoiceWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

export const useIssueInvoice = (orderId: string) =>
  useInvoiceWrite(() => api('issueOrderInvoice', { params: { path: { orderId } }, body: {} }));

export const useIssueCreditNote = () =>
  useInvoiceWrite(({ invoiceId, body }: { invoiceId: string; body: CreditNoteInput }) =>
    api('issueCreditNote', { params: { path: { invoiceId } }, body }),
  );

export const downloadInvoicePdf = (invoiceId: string) =>
  api('downloadInvoicePdf', { params: { path: { invoiceId } } }) as Promise<Blob>;

export const downloadCreditNotePdf = (creditNoteId: string) =>
  api('downloadCreditNotePdf', { params: { path: { creditNoteId } } }) as Promise<Blob>;

const JOURNAL_PAGE_SIZE = 50;

export const useInvoiceJournal = (filters: JournalFilters, page: number) =>
  useQuery({
    queryKey: invoiceKeys.journal({ ...filters, page }),
    queryFn: () => api('listCompanyInvoices', { params: { query: { ...filters, page, limit: JOURNAL_PAGE_SIZE } } }),
    placeholderData: keepPreviousData,
  });

export const exportInvoicesCsv = (filters: JournalFilters) =>
  api('exportCompanyInvoicesCsv', { params: { query: filters } }) as Promise<Blob>;
