import type { PaymentProvider, PaymentStatus, PaymentType } from '@hirebase/shared/payments';
import type { App } from '../../src/app.ts';
import { invoiceLastMonth } from '../../src/modules/balance/fee-invoices.ts';
import { payOutCompany } from '../../src/modules/balance/payout-run.ts';
import { payments } from '../../src/modules/payments/tables.ts';
import type { Db } from '../../src/platform/db/pool.ts';
import { newId } from '../../src/platform/ids.ts';

/** A ledger row of the company dated `at`: a successful sandbox card payment unless told otherwise. */
export async function cardMoney(
  db: Db,
  at: Date,
  companyId: string,
  amountCents: number,
  values: { type?: PaymentType; provider?: PaymentProvider; status?: PaymentStatus } = {},
) {
  const [row] = await db
    .insert(payments)
    .values({
      companyId,
      id: newId(at.getTime()),
      createdAt: at,
      orderKind: 'ORDER_LCD',
      type: values.type ?? 'PAYMENT',
      provider: values.provider ?? 'SANDBOX',
      status: values.status ?? 'SUCCEEDED',
      amountCents,
      paymentDate: at,
    })
    .returning();
  return row.id;
}

/**
 * A card payment of the company old enough to be available, paid out, and its month's fee invoice (the clock must be
 * in the month after it): the payout's and the invoice's ids.
 */
export async function makePayoutAndFeeInvoice(app: App, db: Db, companyId: string, amountCents = 5000) {
  // the middle of last month: settled, and in the month a fee invoice is due for
  const now = app.deps.now();
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 15 * 86_400_000);
  await cardMoney(db, at, companyId, amountCents);
  const ctx = { db, actor: { kind: 'anonymous' as const }, companyId: null, now: app.deps.now() };
  const jobCtx = { ...ctx, log: app.log, requestId: '', ip: '', deps: app.deps };
  const payout = await payOutCompany(jobCtx, companyId);
  const invoice = await invoiceLastMonth(jobCtx, companyId);
  if (!payout || !invoice) throw new Error('no payout or no fee invoice was made');
  return { payout: payout.id, feeInvoice: invoice.id };
}
