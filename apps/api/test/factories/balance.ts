import type { App } from '../../src/app.ts';
import { payOutCompany } from '../../src/modules/balance/payout-run.ts';
import { payments } from '../../src/modules/payments/tables.ts';
import type { Db } from '../../src/platform/db/pool.ts';
import { newId } from '../../src/platform/ids.ts';

/** A card payment of the company old enough to be available, paid out: the payout's id. */
export async function makePayout(app: App, db: Db, companyId: string, amountCents = 5000) {
  const at = new Date(app.deps.now().getTime() - 30 * 86_400_000);
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
  const payout = await payOutCompany({ ...ctx, log: app.log, requestId: '', ip: '', deps: app.deps }, companyId);
  if (!payout) throw new Error('no payout was made');
  return payout.id;
}
