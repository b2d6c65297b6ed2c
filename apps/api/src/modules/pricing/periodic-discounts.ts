import type { Static } from 'typebox';
import { audit } from '../../platform/audit.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import { lockForRemoval, refuseWhileNeeded } from '../orders/index.ts';
import { basisPointsOf, centsOf } from './amounts.ts';
import { assertCatalogueItems } from './catalogue-reads.ts';
import { assertDayRange } from './price-rules.ts';
import * as repo from './repository.ts';
import type { PeriodicDiscountBody } from './schemas.ts';
import { periodicDiscountView } from './views.ts';

export const listPeriodicDiscounts = async (ctx: StaffCtx) =>
  (await repo.periodicDiscountsOf(ctx.db, ctx.companyId)).map(periodicDiscountView);

/** Creates a periodic discount, or replaces the one named by `id`. Exactly one of percentage and amount. */
export async function savePeriodicDiscount(ctx: StaffCtx, input: Static<typeof PeriodicDiscountBody>) {
  const companyId = ctx.companyId;
  assertDayRange('', input.startDate, input.endDate);
  const hasPercentage = input.percentage != null;
  if (hasPercentage === (input.amount != null))
    throw badRequest('percentage', 'Give either a percentage or an amount, not both nor neither');
  const scope = [...new Set(input.scope)];
  const productIds = input.productIds && input.productIds.length > 0 ? [...new Set(input.productIds)] : null;
  return inTransaction(ctx, async (tx) => {
    if (input.id && !(await repo.findPeriodicDiscount(tx.db, companyId, input.id)))
      throw notFound('periodic discount', input.id);
    await assertCatalogueItems(tx.db, companyId, input.productIds, 'productIds');
    const id = input.id ?? newId(tx.now.getTime());
    const saved = await repo.savePeriodicDiscount(
      tx.db,
      {
        companyId,
        id,
        name: input.name.trim(),
        applicableDate: input.applicableDate,
        scope,
        startDate: input.startDate,
        endDate: input.endDate,
        percentageBp: hasPercentage ? basisPointsOf('percentage', input.percentage!) : null,
        amountCents: hasPercentage ? null : centsOf('amount', input.amount!),
        productIds,
      },
      tx.now,
    );
    await audit(tx, {
      action: input.id ? 'periodicDiscount.update' : 'periodicDiscount.create',
      entity: 'periodicDiscount',
      entityId: id,
    });
    return periodicDiscountView(saved);
  });
}

/** Refused while an order that has not ended got the discount (409 `inUseByOrders`), under the discount's lock. */
export async function deletePeriodicDiscount(ctx: StaffCtx, id: string) {
  const companyId = ctx.companyId;
  return inTransaction(ctx, async (tx) => {
    await lockForRemoval(tx.db, companyId, [id]);
    const discount = await repo.findPeriodicDiscount(tx.db, companyId, id);
    if (!discount) throw notFound('periodic discount', id);
    await refuseWhileNeeded(tx.db, companyId, 'periodicDiscount', [id], `Discount ${discount.name}`);
    await repo.deletePeriodicDiscount(tx.db, companyId, id);
    await audit(tx, { action: 'periodicDiscount.delete', entity: 'periodicDiscount', entityId: id });
    return { ok: true as const };
  });
}
