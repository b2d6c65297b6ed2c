import type { Static } from 'typebox';
import { audit } from '../../platform/audit.ts';
import { readDay } from '../../platform/dates.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import { lockForRemoval, refuseWhileNeeded } from '../orders/index.ts';
import { basisPointsOf, centsOf } from './amounts.ts';
import { assertCatalogueItems } from './catalogue-reads.ts';
import * as repo from './repository.ts';
import type { PriceRuleBody } from './schemas.ts';
import type { StoredRuleWindow } from './tables.ts';
import { priceRuleView } from './views.ts';

type RuleWindowInput = Static<typeof PriceRuleBody>['rules'][number];

export function assertDayRange(field: string, startDate: string, endDate: string) {
  readDay(`${field}startDate`, startDate);
  readDay(`${field}endDate`, endDate);
  if (endDate < startDate) throw badRequest(`${field}endDate`, 'The end date is before the start date');
}

function toStoredWindow(w: RuleWindowInput, i: number): StoredRuleWindow {
  const at = `rules.${i}.`;
  assertDayRange(at, w.startDate, w.endDate);
  if (w.startDate === w.endDate && w.startTime && w.endTime && w.endTime <= w.startTime)
    throw badRequest(`${at}endTime`, 'The window ends before it starts');
  const weekdays = w.weekdays && w.weekdays.length > 0 ? [...new Set(w.weekdays)].sort() : null;
  const { kind, value } = w.variation;
  if (value === 0) throw badRequest(`${at}variation.value`, 'A variation of 0 changes nothing');
  if (kind === 'PERCENTAGE' && value < -100)
    throw badRequest(`${at}variation.value`, 'A discount cannot be more than 100 %');
  return {
    type: w.type,
    startDate: w.startDate,
    endDate: w.endDate,
    startTime: w.startTime ?? null,
    endTime: w.endTime ?? null,
    weekdays,
    variation: {
      kind,
      value:
        kind === 'PERCENTAGE'
          ? basisPointsOf(`${at}variation.value`, value)
          : Math.sign(value) * centsOf(`${at}variation.value`, Math.abs(value)),
    },
  };
}

export const listPriceRules = async (ctx: StaffCtx) =>
  (await repo.priceRulesOf(ctx.db, ctx.companyId)).map(priceRuleView);

/** Creates a price rule, or replaces the one named by `id` (404 when it is not the company's). */
export async function savePriceRule(ctx: StaffCtx, input: Static<typeof PriceRuleBody>) {
  const companyId = ctx.companyId;
  const rules = input.rules.map(toStoredWindow);
  const productIds = input.productIds && input.productIds.length > 0 ? [...new Set(input.productIds)] : null;
  return inTransaction(ctx, async (tx) => {
    if (input.id && !(await repo.findPriceRule(tx.db, companyId, input.id))) throw notFound('price rule', input.id);
    await assertCatalogueItems(tx.db, companyId, input.productIds, 'productIds');
    const id = input.id ?? newId(tx.now.getTime());
    const saved = await repo.savePriceRule(
      tx.db,
      { companyId, id, title: input.title.trim(), rules, productIds, active: input.active },
      tx.now,
    );
    await audit(tx, { action: input.id ? 'priceRule.update' : 'priceRule.create', entity: 'priceRule', entityId: id });
    return priceRuleView(saved);
  });
}

/** Refused while an order that has not ended was priced with the rule (409 `inUseByOrders`), under the rule's lock. */
export async function deletePriceRule(ctx: StaffCtx, id: string) {
  const companyId = ctx.companyId;
  return inTransaction(ctx, async (tx) => {
    await lockForRemoval(tx.db, companyId, [id]);
    const rule = await repo.findPriceRule(tx.db, companyId, id);
    if (!rule) throw notFound('price rule', id);
    await refuseWhileNeeded(tx.db, companyId, 'priceRule', [id], `Price rule ${rule.title}`);
    await repo.deletePriceRule(tx.db, companyId, id);
    await audit(tx, { action: 'priceRule.delete', entity: 'priceRule', entityId: id });
    return { ok: true as const };
  });
}
