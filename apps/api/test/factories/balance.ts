import type { App } from '../../src/app.ts';
import { invoiceLastMonth } from '../../src/modules/balance/fee-invoices.ts';
import { payOutCompany } from '../../src/modules/balance/payout-run.ts';
import { payments } from '../../src/modules/payments/tables.ts';
import type { Db } from '../../src/platform/db/pool.ts';
import { newId } from '../../src/platform/ids.ts';

/**
 * A card payment of the company old enough to be available, paid out, and its month's fee invoice (the clock must be
 * in the month after it): the payout's and the invoice's ids.
 */
export async function makePayoutAndFeeInvoice(app: App, db: Db, companyId: string, amountCents = 5000) {
  // the middle of last month: settled, and in the month a fee invoice is due for
  const now = app.deps.now();
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 15 * 86_400_000);
  await db.insert(payments).values({
    companyId,
    id: newId(at.getTime()),
    createdAt: at,
    orderKind: 'ORDER_LCD',
    type: 'PAYMENT',
    provider: 'SANDBOX',
    status: 'SUCCEEDED',
    amountCents,
    paymentDate: at,
  });
  const ctx = { db, actor: { kind: 'anonymous' as const }, companyId: null, now: app.deps.now() };
  const jobCtx = { ...ctx, log: app.log, requestId: '', ip: '', deps: app.deps };
  const payout = await payOutCompany(jobCtx, companyId);
  const invoice = await invoiceLastMonth(jobCtx, companyId);
  if (!payout || !invoice) throw new Error('no payout or no fee invoice was made');
  return { payout: payout.id, feeInvoice: invoice.id };
}
