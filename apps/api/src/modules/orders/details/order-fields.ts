import { and, eq } from 'drizzle-orm';
import { audit } from '../../../platform/audit.ts';
import { inTransaction } from '../../../platform/http/context.ts';
import type { StaffCtx } from '../../../platform/http/route.ts';
import { stateDocumentGenerating } from '../../condition-reports/index.ts';
import { orders } from '../tables.ts';
import { orderDetail, orderOr404 } from './read-order.ts';

type Field = 'notes' | 'externalInvoiceNumber';

/** PUT /order/updateNotes and /order/updateExtInvoiceNumber: one text of the order; blank clears it. */
export async function setOrderText(ctx: StaffCtx, orderId: string, field: Field, value: string | null) {
  const companyId = ctx.companyId;
  const next = value?.trim() || null;
  await inTransaction(ctx, async (tx) => {
    const o = await orderOr404(tx.db, companyId, orderId, true);
    await tx.db
      .update(orders)
      .set({ [field]: next, updatedAt: tx.now })
      .where(and(eq(orders.companyId, companyId), eq(orders.id, o.id)));
    await audit(tx, {
      companyId,
      action: field === 'notes' ? 'order.notes' : 'order.externalInvoiceNumber',
      entity: 'order',
      entityId: o.id,
      // Notes may be long and personal: the log keeps that they changed, the invoice number itself.
      ...(field === 'notes' ? {} : { from: o.externalInvoiceNumber, to: next }),
    });
  });
  return orderDetail(ctx, companyId, await orderOr404(ctx.db, companyId, orderId));
}

/** GET /order/isDocumentStateGenerating/{orderId}: whether a condition report of the order waits for its PDF. */
export async function documentStateGenerating(ctx: StaffCtx, orderId: string) {
  await orderOr404(ctx.db, ctx.companyId, orderId);
  return { generating: await stateDocumentGenerating(ctx.db, ctx.companyId, orderId) };
}
