import { fromCents } from '@hirebase/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { itemsOfPacks } from '../../catalogue/index.ts';
import type { OrderRow } from '../details/read-order.ts';
import { orderLines } from '../tables.ts';
import type { OrderInput } from './create-order.ts';
import { stopBody } from './delivery-stop.ts';

type Line = typeof orderLines.$inferSelect;

/**
 * The products a pack line gave its category items, as the body's `selections`: the pack's children follow its
 * items in order. When the pack's items changed since (counts differ), none: the change picks them again.
 */
function selectionsOf(pack: Line, lines: Line[], items: { id: string; packId: string; categoryId: string | null }[]) {
  const children = lines.filter((l) => l.parentLineId === pack.id);
  const ofPack = items.filter((i) => i.packId === pack.itemId);
  if (children.length !== ofPack.length) return [];
  return ofPack.flatMap((item, k) => (item.categoryId ? [{ packItemId: item.id, productId: children[k].itemId }] : []));
}

/**
 * An order as stored, written back as the body of an order change over another period: the same lines (pack
 * choices kept), customer, shop discount, promo code, delivery and texts. Units are not named: a change keeps the
 * units the order has. Staff move it, so opening hours do not apply.
 */
export async function bodyOfOrder(
  db: Db,
  companyId: string,
  order: OrderRow,
  period: { startDate: string; endDate: string },
): Promise<OrderInput> {
  const lines = await db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.companyId, companyId), eq(orderLines.orderId, order.id)))
    .orderBy(asc(orderLines.position));
  const top = lines.filter((l) => !l.parentLineId);
  const packLines = top.filter((l) => l.kind === 'pack');
  const items = await itemsOfPacks(
    db,
    companyId,
    packLines.map((l) => l.itemId),
  );
  const departure = stopBody(order.delivery?.departure ?? null);
  const arrival = stopBody(order.delivery?.arrival ?? null);
  return {
    ...period,
    customerId: order.customerId,
    products: top.filter((l) => l.kind === 'product').map((l) => ({ productId: l.itemId, quantity: l.quantity })),
    packs: packLines.map((l) => {
      const selections = selectionsOf(l, lines, items);
      return { packId: l.itemId, quantity: l.quantity, ...(selections.length > 0 ? { selections } : {}) };
    }),
    services: top.filter((l) => l.kind === 'service').map((l) => ({ serviceId: l.itemId, quantity: l.quantity })),
    customInputs: order.customInputs,
    discount: fromCents(order.manualDiscountCents),
    promoCode: order.promoCode?.code ?? null,
    delivery: departure || arrival ? { departure, arrival } : null,
    notes: order.notes,
    externalInvoiceNumber: order.externalInvoiceNumber,
    type: 'ORDER',
    createdFrom: order.createdFrom as OrderInput['createdFrom'],
    referral: order.referral as OrderInput['referral'],
    ignoreOpeningHours: true,
  };
}
