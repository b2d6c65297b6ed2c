import { and, asc, eq, gt } from 'drizzle-orm';
import { audit } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/http/context.ts';
import { productAvailability } from '../../availability/index.ts';
import { sendOrderMail } from '../lifecycle/order-mails.ts';
import { orderWaitingList as entries } from '../tables.ts';

/** How many waiting entries of a product are tried, in order of arrival, each time stock frees up. */
const ENTRIES_TRIED = 50;

/**
 * Called in the transaction that freed stock of these products (cancel, shortening, early return, delete). For each
 * product, the first entry of the waiting list (by arrival) whose period is now free is offered: its status becomes
 * OFFERED and the customer gets a mail telling them they can book. One offer per product and call.
 */
export async function onStockFreed(ctx: Ctx, companyId: string, productIds: string[]): Promise<void> {
  for (const productId of new Set(productIds)) {
    const waiting = await ctx.db
      .select()
      .from(entries)
      .where(
        and(
          eq(entries.companyId, companyId),
          eq(entries.productId, productId),
          eq(entries.status, 'WAITING'),
          gt(entries.endAt, ctx.now),
        ),
      )
      .orderBy(asc(entries.createdAt), asc(entries.id))
      .limit(ENTRIES_TRIED)
      .for('update');
    for (const entry of waiting) {
      const free = (
        await productAvailability(ctx.db, companyId, {
          productIds: [productId],
          start: entry.startAt.getTime(),
          end: entry.endAt.getTime(),
          now: ctx.now.getTime(),
        })
      ).get(productId);
      if (!free || free.available < entry.quantity) continue;
      await ctx.db
        .update(entries)
        .set({ status: 'OFFERED', offeredAt: ctx.now, updatedAt: ctx.now })
        .where(and(eq(entries.companyId, companyId), eq(entries.id, entry.id)));
      await sendOrderMail(ctx, {
        companyId,
        template: 'waitingListOffer',
        to: { email: entry.email, name: entry.name },
        start: entry.startAt,
        end: entry.endAt,
        text: free.product.name,
      });
      await audit(ctx, {
        companyId,
        action: 'waitingList.offer',
        entity: 'waitingList',
        entityId: entry.id,
        from: 'WAITING',
        to: 'OFFERED',
      });
      break;
    }
  }
}
