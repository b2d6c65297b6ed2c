import { notFound } from '../../platform/errors.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { settingsForRequest } from '../company-settings/index.ts';
import { orderOr404 } from '../orders/index.ts';
import { creditedTotal, creditNotesOf, invoiceInForce, invoiceOr404, invoicesOfOrder } from './invoice-reads.ts';
import { amountsDiffer, orderAmounts } from './order-amounts.ts';
import { creditNoteView, invoiceView } from './views.ts';

/**
 * GET /order/invoices/{orderId}: the order's invoices with their credit notes, the one in force, and whether the
 * order changed since it was issued (then the screen offers a credit note and a new invoice).
 */
export async function orderInvoices(ctx: StaffCtx, orderId: string) {
  const order = await orderOr404(ctx.db, ctx.companyId, orderId);
  const list = await invoicesOfOrder(ctx.db, ctx.companyId, orderId);
  const inForce = invoiceInForce(list);
  let differsFromOrder = false;
  if (inForce) {
    const settings = await settingsForRequest(ctx, ctx.companyId);
    // an order whose lines no longer add up to its total differs from any invoice
    const now = await orderAmounts(ctx.db, ctx.companyId, order, settings.vat.rentalBp, '').catch(() => null);
    differsFromOrder = !now || amountsDiffer(now, inForce.invoice);
  }
  const invoiceable = order.type === 'ORDER' && !order.isRequest && order.totalTtcCents > 0;
  return {
    invoices: list.map(({ invoice, creditNotes }) => ({
      ...invoiceView(invoice, creditedTotal(creditNotes)),
      creditNotes: creditNotes.map(creditNoteView),
    })),
    inForceId: inForce?.invoice.id ?? null,
    differsFromOrder,
    canIssue: invoiceable && !inForce,
  };
}

/** GET /invoice/{invoiceId}: one invoice with its credit notes. */
export async function readInvoice(ctx: StaffCtx, invoiceId: string) {
  const invoice = await invoiceOr404(ctx.db, ctx.companyId, invoiceId);
  if (!invoice) throw notFound('invoice', invoiceId);
  const notes = (await creditNotesOf(ctx.db, ctx.companyId, [invoiceId])).get(invoiceId) ?? [];
  return { ...invoiceView(invoice, creditedTotal(notes)), creditNotes: notes.map(creditNoteView) };
}
