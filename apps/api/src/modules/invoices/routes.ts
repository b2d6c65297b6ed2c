import { fileRoute } from '../../platform/http/file-answer.ts';
import { route } from '../../platform/http/route.ts';
import { orderRead, orderWrite } from '../orders/index.ts';
import { entryView, journalRows, journalTotals } from './company-documents.ts';
import { issueCreditNote } from './credit-note.ts';
import { documentPdf } from './document-pdf.ts';
import { issueInvoice } from './issue-invoice.ts';
import { exportJournalCsv } from './journal-csv.ts';
import { orderInvoices, readInvoice } from './order-invoices.ts';
import {
  CreditNoteBody,
  CreditNoteIdParams,
  CreditNoteView,
  InvoiceIdParams,
  InvoiceView,
  InvoiceWithCreditNotes,
  IssueInvoiceBody,
  JournalPage,
  JournalQuery,
  MonthQuery,
  OrderIdParams,
  OrderInvoices,
} from './schemas.ts';
import { vatRateView } from './views.ts';

/** Invoices and credit notes of short-term orders (decision in docs/decisions.md: why these calls). */
export const invoiceRoutes = [
  route({
    method: 'POST',
    url: '/order/invoice/:orderId',
    operationId: 'issueOrderInvoice',
    summary: 'Issue the invoice of an order: numbered, frozen, with its PDF (409 when it has one in force)',
    access: orderWrite,
    errors: ['notInvoiceable', 'alreadyInvoiced'],
    schema: { params: OrderIdParams, body: IssueInvoiceBody, response: { 200: InvoiceView } },
    handler: (ctx, { params, body }) => issueInvoice(ctx, params.orderId, body ?? {}),
  }),
  route({
    method: 'GET',
    url: '/order/invoices/:orderId',
    operationId: 'listOrderInvoices',
    summary: 'Invoices and credit notes of an order, and whether the order changed since its invoice in force',
    access: orderRead,
    schema: { params: OrderIdParams, response: { 200: OrderInvoices } },
    handler: (ctx, { params }) => orderInvoices(ctx, params.orderId),
  }),
  route({
    method: 'GET',
    url: '/invoice/byCompany',
    operationId: 'listCompanyInvoices',
    summary: 'Invoices and credit notes issued in a period (credit notes negative), with totals per VAT rate',
    access: orderRead,
    schema: { querystring: JournalQuery, response: { 200: JournalPage } },
    handler: async (ctx, { query }) => {
      const page = query.page ?? 1;
      const limit = query.limit ?? 50;
      const [rows, totals] = await Promise.all([
        journalRows(ctx, query, { limit, offset: (page - 1) * limit }),
        journalTotals(ctx, query),
      ]);
      return {
        items: rows.map(entryView),
        vatByRate: totals.byRate.map(vatRateView),
        total: totals.total,
        page,
        limit,
      };
    },
  }),
  fileRoute({
    method: 'GET',
    url: '/invoice/exportCsv',
    operationId: 'exportCompanyInvoicesCsv',
    summary: 'A month’s invoices and credit notes per VAT rate, with totals, as a CSV file (UTF-8 with BOM, ";")',
    access: orderRead,
    file: 'csv',
    schema: { querystring: MonthQuery },
    handler: (ctx, { query }) => exportJournalCsv(ctx, query),
  }),
  route({
    method: 'GET',
    url: '/invoice/:invoiceId',
    operationId: 'getInvoice',
    summary: 'An invoice as issued, with its credit notes',
    access: orderRead,
    schema: { params: InvoiceIdParams, response: { 200: InvoiceWithCreditNotes } },
    handler: (ctx, { params }) => readInvoice(ctx, params.invoiceId),
  }),
  fileRoute({
    method: 'GET',
    url: '/invoice/:invoiceId/pdf',
    operationId: 'downloadInvoicePdf',
    summary: 'The PDF of an invoice',
    access: orderRead,
    file: 'pdf',
    schema: { params: InvoiceIdParams },
    handler: (ctx, { params }) => documentPdf(ctx, 'INVOICE', params.invoiceId),
  }),
  route({
    method: 'POST',
    url: '/invoice/:invoiceId/creditNote',
    operationId: 'issueCreditNote',
    summary: 'Issue a credit note of an invoice, whole or for some lines and amounts, within what it has un-credited',
    access: orderWrite,
    errors: ['creditExceedsInvoice'],
    schema: { params: InvoiceIdParams, body: CreditNoteBody, response: { 200: CreditNoteView } },
    handler: (ctx, { params, body }) => issueCreditNote(ctx, params.invoiceId, body ?? {}),
  }),
  fileRoute({
    method: 'GET',
    url: '/creditNote/:creditNoteId/pdf',
    operationId: 'downloadCreditNotePdf',
    summary: 'The PDF of a credit note',
    access: orderRead,
    file: 'pdf',
    schema: { params: CreditNoteIdParams },
    handler: (ctx, { params }) => documentPdf(ctx, 'CREDIT_NOTE', params.creditNoteId),
  }),
];
