import { employee } from '../../platform/http/access.ts';
import { fileRoute } from '../../platform/http/file-answer.ts';
import { route } from '../../platform/http/route.ts';
import { listQuerySchema, parseListQuery } from '../../platform/query/list-query.ts';
import { OrderMailView } from '../order-mails/index.ts';
import { paymentListSpec } from '../payments/index.ts';
import { cashbookCsv } from './cashbook-csv.ts';
import { cashbookPdf } from './cashbook-pdf.ts';
import { closeDay, listClosings } from './close-day.ts';
import { readDay } from './day.ts';
import { paymentTotals } from './payment-totals.ts';
import { paymentsCsv } from './payments-csv.ts';
import { sendPaymentReceipt } from './receipts.ts';
import {
  CashbookDayView,
  CashbookPdfQuery,
  CloseDayBody,
  ClosingsPage,
  ClosingsQuery,
  ClosingView,
  DayQuery,
  LangParams,
  PaymentTotalsView,
  PeriodQuery,
  ReceiptBody,
} from './schemas.ts';

const read = employee('payments', 'read');
const write = employee('payments', 'write');
const RECEIPT_ERRORS = ['notFound', 'paymentWithoutReceipt', 'noCustomerEmail'] as const;
const receipt = (method: 'POST', url: string, operationId: string, form = false) =>
  route({
    method,
    url,
    operationId,
    summary: `Mail the customer a receipt of a payment, deposit or refund that went through, its PDF attached${form ? ' (form fields)' : ''}`,
    access: write,
    ...(form ? { multipart: true } : {}),
    errors: [...RECEIPT_ERRORS],
    schema: { body: ReceiptBody, response: { 200: OrderMailView } },
    handler: (ctx, { body }) => sendPaymentReceipt(ctx, body),
  });

/** The payments list's totals and export, the cashbook with its daily Z reports, and payment receipts. */
export const cashbookRoutes = [
  route({
    method: 'GET',
    url: '/cashbook/paymentTotals',
    operationId: 'paymentListTotals',
    summary: 'What the ledger rows the payments list keeps add up to (same filters as GET /payment-v2)',
    access: read,
    schema: { querystring: listQuerySchema(paymentListSpec), response: { 200: PaymentTotalsView } },
    handler: (ctx, { query }) => paymentTotals(ctx, parseListQuery(paymentListSpec, query)),
  }),
  fileRoute({
    method: 'GET',
    url: '/order/listPaymentsCsv',
    operationId: 'exportPaymentsCsv',
    summary: 'The ledger rows the filters of GET /payment-v2 keep, as a CSV file (UTF-8 with BOM, ";", shop time)',
    access: read,
    file: 'csv',
    schema: { querystring: listQuerySchema(paymentListSpec) },
    handler: (ctx, { query }) => paymentsCsv(ctx, parseListQuery(paymentListSpec, query)),
  }),
  route({
    method: 'GET',
    url: '/cashbook/day',
    operationId: 'cashbookDay',
    summary: 'A day of the cashbook: per method, the opening, the cash expected, its Z report when closed, its rows',
    access: read,
    schema: { querystring: DayQuery, response: { 200: CashbookDayView } },
    handler: (ctx, { query }) => readDay(ctx, query.day),
  }),
  route({
    method: 'POST',
    url: '/cashbook/close',
    operationId: 'closeCashbookDay',
    summary: 'Close a day: its Z report (numbered, never changed) freezes the day’s totals and the counted cash',
    access: write,
    idempotent: true,
    errors: ['cashbookDayClosed', 'cashbookDayNotStarted'],
    schema: { body: CloseDayBody, response: { 200: ClosingView } },
    handler: (ctx, { body }) => closeDay(ctx, body),
  }),
  route({
    method: 'GET',
    url: '/cashbook/closings',
    operationId: 'listCashbookClosings',
    summary: 'The Z reports of the shop, the latest day first',
    access: read,
    schema: { querystring: ClosingsQuery, response: { 200: ClosingsPage } },
    handler: (ctx, { query }) => listClosings(ctx, query),
  }),
  fileRoute({
    method: 'GET',
    url: '/cashbook/csv',
    operationId: 'exportCashbookCsv',
    summary: 'The cashbook of a period (at most 366 days), per day and method with the drawer, as a CSV file',
    access: read,
    file: 'csv',
    schema: { querystring: PeriodQuery },
    handler: (ctx, { query }) => cashbookCsv(ctx, query),
  }),
  fileRoute({
    method: 'GET',
    url: '/order/cashbookPdf/:lang',
    operationId: 'downloadCashbookPdf',
    summary: 'The cashbook of a period (at most 366 days) as a PDF in the language asked; a row per day',
    access: read,
    file: 'pdf',
    schema: { params: LangParams, querystring: CashbookPdfQuery },
    handler: (ctx, { params, query }) => cashbookPdf(ctx, params.lang, query),
  }),
  receipt('POST', '/payment-v2/sendReceipt', 'sendPaymentReceipt'),
  receipt('POST', '/payment/send-receipt', 'sendPaymentReceiptMail'),
  receipt('POST', '/mail-v2/payment-confirmation', 'sendPaymentConfirmation', true),
];
