import { Type } from 'typebox';
import { employee, manager } from '../../platform/http/access.ts';
import { fileRoute } from '../../platform/http/file-answer.ts';
import { route } from '../../platform/http/route.ts';
import { feeInvoicePdf } from './fee-invoice-pdf.ts';
import { listFeeInvoices } from './fee-invoices.ts';
import { balanceFigures, dashboardFigures } from './figures.ts';
import { payoutCsv, payoutsPage, transactionsPage } from './lists.ts';
import { changePayoutSettings } from './payout-settings.ts';
import {
  BalanceView,
  DashboardView,
  FeeInvoicePdfParams,
  FeeInvoicesPage,
  FeeInvoicesQuery,
  PageQuery,
  PaymentParams,
  PayoutParams,
  PayoutSettingsBody,
  PayoutSettingsView,
  PayoutsPage,
  TransactionsPage,
} from './schemas.ts';
import { subscriptionBillingFor } from './subscription.ts';
import { balanceView, feeInvoiceView, payoutSettingsView, payoutView, transactionView } from './views.ts';

const read = employee('payments', 'read');
const SUBSCRIPTION_ERRORS = ['notFound', 'integrationNotConfigured'] as const;

/** The shop's balance on the platform's card payments: transactions with fees, payouts, fee invoices. */
export const balanceRoutes = [
  route({
    method: 'GET',
    url: '/payment/lokkiPayment/balance',
    operationId: 'platformBalance',
    summary: "The shop's card money on the platform, less fees: available for the next payout, and pending",
    access: read,
    schema: { response: { 200: BalanceView } },
    handler: async (ctx) => balanceView(await balanceFigures(ctx), ctx.deps.config),
  }),
  route({
    method: 'GET',
    url: '/payment/lokkiPayment/dashboard/infos',
    operationId: 'platformBalanceDashboard',
    summary: "The balance, this month's card money with fees (shop's time zone) and the last payout",
    access: read,
    schema: { response: { 200: DashboardView } },
    handler: async (ctx) => {
      const { balance, month, lastPayout } = await dashboardFigures(ctx);
      return {
        balance: balanceView(balance, ctx.deps.config),
        month: {
          start: month.start.toISOString(),
          gross: month.grossCents / 100,
          fee: month.feeCents / 100,
          net: month.netCents / 100,
          transactionCount: month.count,
        },
        lastPayout: lastPayout && payoutView(lastPayout),
      };
    },
  }),
  route({
    method: 'GET',
    url: '/payment/lokkiPayment/transactions',
    operationId: 'platformTransactions',
    summary: 'Card money taken through the platform, with its fee and net (refunds negative), the latest first',
    access: read,
    schema: { querystring: PageQuery, response: { 200: TransactionsPage } },
    handler: async (ctx, { query }) => {
      const { list, ...page } = await transactionsPage(ctx, query);
      return { items: list.map(transactionView), ...page };
    },
  }),
  route({
    method: 'GET',
    url: '/payment/lokkiPayment/payouts',
    operationId: 'platformPayouts',
    summary: "The payouts of the shop's available card money, the latest first",
    access: read,
    schema: { querystring: PageQuery, response: { 200: PayoutsPage } },
    handler: async (ctx, { query }) => {
      const { rows, ...page } = await payoutsPage(ctx, query);
      return { items: rows.map(payoutView), ...page };
    },
  }),
  route({
    method: 'PUT',
    url: '/payment/lokkiPayment/payoutSettings',
    operationId: 'changePayoutSettings',
    summary:
      "The shop's payout schedule: daily or weekly on a weekday (shop time zone), and the days money stays pending",
    access: manager,
    schema: { body: PayoutSettingsBody, response: { 200: PayoutSettingsView } },
    handler: async (ctx, { body }) => payoutSettingsView(await changePayoutSettings(ctx, body)),
  }),
  fileRoute({
    method: 'GET',
    url: '/company-payout/related-transactions-csv/:payoutId',
    operationId: 'payoutTransactionsCsv',
    summary: 'The transactions a payout paid, with fees and net, as a CSV file (UTF-8 with BOM, ";", shop time)',
    access: read,
    file: 'csv',
    errors: ['notFound'],
    schema: { params: PayoutParams },
    handler: (ctx, { params }) => payoutCsv(ctx, params.payoutId),
  }),
  route({
    method: 'GET',
    url: '/invoice/lokkipayment',
    operationId: 'platformFeeInvoices',
    summary: "The platform's monthly invoices of its fees to the shop, the latest month first",
    access: read,
    schema: { querystring: FeeInvoicesQuery, response: { 200: FeeInvoicesPage } },
    handler: async (ctx, { query }) => {
      const { rows, ...page } = await listFeeInvoices(ctx, query);
      return { items: rows.map(feeInvoiceView), ...page };
    },
  }),
  fileRoute({
    method: 'GET',
    url: '/invoice/lokkipayment/:feeInvoiceId/pdf/:lang',
    operationId: 'platformFeeInvoicePdf',
    summary: "One of the platform's fee invoices to the shop as a PDF in the language asked",
    access: read,
    file: 'pdf',
    errors: ['notFound'],
    schema: { params: FeeInvoicePdfParams },
    handler: (ctx, { params }) => feeInvoicePdf(ctx, params.feeInvoiceId, params.lang),
  }),
  route({
    method: 'GET',
    url: '/invoice/subscription',
    operationId: 'subscriptionInvoices',
    summary: "The platform's invoices of the shop's subscription (503 until subscription billing is configured)",
    access: read,
    errors: ['integrationNotConfigured'],
    schema: { querystring: FeeInvoicesQuery, response: { 200: Type.Object({}) } },
    handler: (ctx) => subscriptionBillingFor(ctx),
  }),
  route({
    method: 'GET',
    url: '/stripe/subscription/checkout/:paymentId',
    operationId: 'subscriptionCheckout',
    summary: 'Pay a subscription payment on the billing provider (503 until subscription billing is configured)',
    access: read,
    errors: [...SUBSCRIPTION_ERRORS],
    schema: { params: PaymentParams, response: { 200: Type.Object({}) } },
    handler: (ctx, { params }) => subscriptionBillingFor(ctx, params.paymentId),
  }),
  route({
    method: 'GET',
    url: '/stripe/subscription/portal/:paymentId',
    operationId: 'subscriptionPortal',
    summary: "The billing provider's portal of the shop's subscription (503 until subscription billing is configured)",
    access: read,
    errors: [...SUBSCRIPTION_ERRORS],
    schema: { params: PaymentParams, response: { 200: Type.Object({}) } },
    handler: (ctx, { params }) => subscriptionBillingFor(ctx, params.paymentId),
  }),
];
