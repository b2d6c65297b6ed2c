import { and, eq } from 'drizzle-orm';
import { audit } from '../../../platform/audit.ts';
import { conflict } from '../../../platform/errors.ts';
import type { Ctx } from '../../../platform/http/context.ts';
import type { OrderRow } from '../details/read-order.ts';
import { orders } from '../tables.ts';

/** Where an order stands, as the audit log and transition errors name it. */
export const stateOf = (o: Pick<OrderRow, 'type' | 'isRequest' | 'status'>) =>
  o.type === 'CANCELED' ? 'CANCELED' : o.isRequest ? 'REQUEST' : o.type === 'PRE_BOOKING' ? 'PRE_BOOKING' : o.status;

export const invalidTransition = (from: string, to: string) =>
  conflict('invalidTransition', `An order cannot go from ${from} to ${to}`, { from, to });

/** Units go out and come back only for confirmed orders: not a request, a pre-booking or a cancelled order. */
export function requireConfirmed(o: OrderRow, doing: string) {
  const state = stateOf(o);
  if (state === 'CANCELED') throw conflict('orderCanceled', `Order #${o.number} is cancelled: cannot ${doing}`);
  if (state === 'REQUEST' || state === 'PRE_BOOKING') {
    throw conflict(
      'notConfirmed',
      `Order #${o.number} is a ${state === 'REQUEST' ? 'request' : 'pre-booking'}: cannot ${doing}`,
      {
        state,
      },
    );
  }
}

export async function setOrder(tx: Ctx, o: OrderRow, values: Partial<typeof orders.$inferInsert>) {
  await tx.db
    .update(orders)
    .set({ ...values, updatedAt: tx.now })
    .where(and(eq(orders.companyId, o.companyId), eq(orders.id, o.id)));
}

/** One audit row per transition: `order.<verb>`, from and to as `stateOf` names them. */
export const auditOrder = (
  tx: Ctx,
  o: OrderRow,
  verb: string,
  from: string | null,
  to: string | null,
  data: Record<string, unknown> = {},
) =>
  audit(tx, {
    companyId: o.companyId,
    action: `order.${verb}`,
    entity: 'order',
    entityId: o.id,
    from,
    to,
    data: { number: o.number, ...data },
  });
