import type { Db } from '../../../platform/db/pool.ts';
import { badRequest } from '../../../platform/errors.ts';
import type { Ctx } from '../../../platform/http/context.ts';
import { missingItems } from '../../catalogue/index.ts';
import { type PricingRefs, requirePricingRefs } from '../../pricing/index.ts';
import type { OrderInput } from './create-order.ts';
import { lockOrderNeeds } from './in-use.ts';
import type { LinePlan } from './line-plan.ts';

/** Where the body named an item that is gone: the field a 400 points at. */
function fieldOf(input: OrderInput, plan: LinePlan, itemId: string) {
  const product = (input.products ?? []).findIndex((p) => p.productId === itemId);
  if (product >= 0) return { field: `products[${product}]`, what: 'product' };
  const pack = (input.packs ?? []).findIndex((p) => p.packId === itemId);
  if (pack >= 0) return { field: `packs[${pack}]`, what: 'pack' };
  const service = (input.services ?? []).findIndex((s) => s.serviceId === itemId);
  if (service >= 0) return { field: `services[${service}]`, what: 'service' };
  // a product chosen for a pack
  const parent = plan.lines.find((l) => l.itemId === itemId && l.parentLineId)?.parentLineId;
  const packId = plan.lines.find((l) => l.id === parent)?.itemId;
  return { field: `packs[${(input.packs ?? []).findIndex((p) => p.packId === packId)}].selections`, what: 'product' };
}

/**
 * The first step of an order's transaction: takes the locks of everything the order names (see in-use.ts: products
 * exclusively, as their stock lock; packs, services, the customer, the price rules and discounts it was priced with
 * shared), then checks under them that it is all still there, since the plan and the price were made before the
 * transaction. An item deleted meanwhile is the 400 it would have been before; a rule or discount deleted meanwhile
 * a 409 `pricesChanged`. `heldProducts`: products the order holds already (a change may give some back).
 */
export async function lockOrderNeedsAndCheck(
  tx: Ctx,
  companyId: string,
  input: OrderInput,
  plan: LinePlan,
  refs: PricingRefs,
  heldProducts: string[] = [],
) {
  const ofKind = (kind: string) => [...new Set(plan.lines.filter((l) => l.kind === kind).map((l) => l.itemId))];
  const [products, packs, services] = [ofKind('product'), ofKind('pack'), ofKind('service')];
  await lockOrderNeeds(tx.db, companyId, {
    products: [...products, ...heldProducts],
    others: [
      ...packs,
      ...services,
      ...(input.customerId ? [input.customerId] : []),
      ...refs.priceRuleIds,
      ...refs.periodicDiscountIds,
    ],
  });
  await requireItems(tx.db, companyId, input, plan);
  await requirePricingRefs(tx.db, companyId, refs);
}

/** 400 naming the first item of the plan that is no longer a live item of the company (deleted since planned). */
export async function requireItems(db: Db, companyId: string, input: OrderInput, plan: LinePlan) {
  const ofKind = (kind: string) => plan.lines.filter((l) => l.kind === kind).map((l) => l.itemId);
  const missing = await missingItems(db, companyId, {
    products: ofKind('product'),
    packs: ofKind('pack'),
    services: ofKind('service'),
  });
  const [gone] = missing;
  if (gone) {
    const { field, what } = fieldOf(input, plan, gone);
    throw badRequest(field, `${gone} is not a ${what} of this shop rented short-term`);
  }
}
