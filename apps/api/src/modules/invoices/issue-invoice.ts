import type { Language } from '@hirebase/shared';
import { dayOf } from '@hirebase/shared/zone';
import { audit } from '../../platform/audit.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import { companyForRequest } from '../companies/index.ts';
import { settingsForRequest } from '../company-settings/index.ts';
import { orderOr404 } from '../orders/index.ts';
import { languageOf } from './invoice-pdf.ts';
import { invoiceInForce, invoicesOfOrder } from './invoice-reads.ts';
import { takeNumber } from './numbering.ts';
import { orderAmounts } from './order-amounts.ts';
import { buyerOf, sellerOf } from './parties.ts';
import { ensurePdf, invoicePdfJob } from './pdf-store.ts';
import { PDF_WORDS } from './pdf-words.ts';
import { invoices } from './tables.ts';
import { invoiceView } from './views.ts';

/** Renders and stores the PDF now; when that fails the job queued with the document does it later. */
export async function storePdfSoon(ctx: StaffCtx, d: Parameters<typeof ensurePdf>[2]) {
  try {
    return await ensurePdf(ctx.db, ctx.deps, d);
  } catch (error) {
    ctx.log.warn({ err: error, id: d.id }, 'invoice PDF left to its job');
    return null;
  }
}

/**
 * POST /order/invoice/{orderId}. In one transaction: the order's row is locked (its lines and totals cannot change
 * meanwhile, and two issues of one order take turns), the order is checked invoiceable and without an invoice in
 * force, its amounts and parties are frozen, then the number is taken (last, so that a refusal consumes none), the
 * invoice written, its PDF job queued and the issue audited. The PDF is stored right after the commit.
 */
export async function issueInvoice(ctx: StaffCtx, orderId: string, input: { language?: Language }) {
  const companyId = ctx.companyId;
  const issued = await inTransaction(ctx, async (tx) => {
    const order = await orderOr404(tx.db, companyId, orderId, true);
    if (order.type !== 'ORDER' || order.isRequest) {
      throw conflict(
        'notInvoiceable',
        'Only a confirmed order is invoiced (not a request, pre-booking or cancelled order)',
        {
          type: order.type,
          isRequest: order.isRequest,
        },
      );
    }
    const inForce = invoiceInForce(await invoicesOfOrder(tx.db, companyId, orderId));
    if (inForce) {
      throw conflict('alreadyInvoiced', `The order has invoice ${inForce.invoice.number}: credit it first`, {
        invoiceId: inForce.invoice.id,
        invoiceNumber: inForce.invoice.number,
      });
    }
    const company = await companyForRequest(tx, companyId);
    if (!company) throw notFound('company', companyId);
    const settings = await settingsForRequest(tx, companyId);
    const buyer = await buyerOf(tx.db, companyId, order.customerId);
    const language = input.language ?? languageOf(buyer?.language ?? company.defaultLanguage);
    const amounts = await orderAmounts(
      tx.db,
      companyId,
      order,
      settings.vat.rentalBp,
      PDF_WORDS[language].delivery,
      PDF_WORDS[language].insurance,
    );
    if (amounts.lines.length === 0 || amounts.totalTtcCents <= 0) {
      throw conflict('notInvoiceable', 'The order has no priced line: there is nothing to invoice', { lines: 0 });
    }
    const issueDate = dayOf(tx.now.getTime(), company.timezone);
    const year = Number(issueDate.slice(0, 4));
    const { sequence, number } = await takeNumber(tx.db, companyId, 'INVOICE', year);
    const [row] = await tx.db
      .insert(invoices)
      .values({
        companyId,
        id: newId(tx.now.getTime()),
        orderId,
        orderNumber: order.number,
        year,
        sequence,
        number,
        issueDate,
        dueDate: issueDate,
        issuedAt: tx.now,
        issuedBy: tx.actor.kind === 'user' ? tx.actor.userId : null,
        language,
        currency: company.currency,
        seller: sellerOf(company, settings),
        buyer,
        lines: amounts.lines,
        vatByRate: amounts.vatByRate,
        totalHtCents: amounts.totalHtCents,
        vatCents: amounts.vatCents,
        totalTtcCents: amounts.totalTtcCents,
        paidCents: order.paidCents,
      })
      .returning();
    await ctx.deps.jobs.send(tx.db, invoicePdfJob, { companyId, kind: 'INVOICE', id: row.id });
    await audit(tx, {
      action: 'invoice.issue',
      entity: 'invoice',
      entityId: row.id,
      to: number,
      data: { orderId, totalTtcCents: row.totalTtcCents },
    });
    return row;
  });
  const pdf = await storePdfSoon(ctx, { kind: 'INVOICE', ...issued });
  return invoiceView(pdf ? { ...issued, pdfKey: pdf.key, pdfSha256: pdf.sha256 } : issued, 0);
}
