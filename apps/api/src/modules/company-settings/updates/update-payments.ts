import { cancellationRulesProblem } from '@hirebase/shared/cancellation';
import type { BailMaxKind } from '@hirebase/shared/company-settings';
import type { Static } from 'typebox';
import { badRequest } from '../../../platform/errors.ts';
import type { Ctx } from '../../../platform/http/context.ts';
import type {
  BailAccessBody,
  BailMaxBody,
  CancellationPolicyBody,
  CategoryDiscountsBody,
  DeliveryBody,
  PartPaymentBody,
  VatBody,
  VatNameBody,
} from '../schemas.ts';
import type { FreeDeliveryMinimum, PartPaymentShare, StoredCategoryDiscount, StoredPartPayment } from '../sections.ts';
import { changeSettings } from '../service.ts';
import { basisPoints, cents, centsOrNull, trimmedOrNull } from './validate.ts';

export function updateCancellationPolicy(ctx: Ctx, body: Static<typeof CancellationPolicyBody>) {
  if (body.policy !== 'CUSTOM' && body.rules !== undefined) {
    throw badRequest('rules', `rules only apply to a CUSTOM policy; ${body.policy} has fixed rules`);
  }
  const customRules = body.policy === 'CUSTOM' ? (body.rules ?? []) : [];
  if (body.policy === 'CUSTOM') {
    const problem = cancellationRulesProblem(customRules);
    if (problem) throw badRequest(problem.index === null ? 'rules' : `rules.${problem.index}`, problem.message);
  }
  const sorted = [...customRules].sort((a, b) => b.hoursBeforeStart - a.hoursBeforeStart);
  return changeSettings(ctx, 'cancellationPolicy', () => ({
    cancellation: { policy: body.policy, customRules: sorted },
  }));
}

export function updateBailAccess(ctx: Ctx, body: Static<typeof BailAccessBody>) {
  if (body.enabled && !body.onlineStore && !body.dashboard) {
    throw badRequest('dashboard', 'Deposits need at least one place to be taken: the online store or the dashboard');
  }
  return changeSettings(ctx, 'bailAccess', ({ current }) => ({ bail: { ...current.bail, access: body } }));
}

export function updateBailMax(ctx: Ctx, kind: BailMaxKind, body: Static<typeof BailMaxBody>) {
  const max = centsOrNull('amount', body.amount);
  return changeSettings(ctx, `bailMax.${kind}`, ({ current }) => ({
    bail: { ...current.bail, maxCents: { ...current.bail.maxCents, [kind]: max } },
  }));
}

/** Part of the order paid online at booking: a percentage (1–100) or a fixed amount. */
export function updatePartPayment(ctx: Ctx, kind: 'order' | 'event', body: Static<typeof PartPaymentBody>) {
  if (body.enabled && (body.type === undefined || body.value === undefined)) {
    throw badRequest(body.type === undefined ? 'type' : 'value', 'A part payment needs its type and value');
  }
  if ((body.type === undefined) !== (body.value === undefined)) {
    throw badRequest(body.type === undefined ? 'type' : 'value', 'type and value go together');
  }
  let share: PartPaymentShare | undefined;
  if (body.type === 'PERCENTAGE') share = { type: 'PERCENTAGE', basisPoints: basisPoints('value', body.value!) };
  if (body.type === 'AMOUNT') share = { type: 'AMOUNT', cents: cents('value', body.value!) };
  return changeSettings(ctx, kind === 'order' ? 'partPayment' : 'partPaymentEvent', ({ current }) => {
    const next: StoredPartPayment = { enabled: body.enabled, share: share ?? current.partPayment[kind].share };
    return { partPayment: { ...current.partPayment, [kind]: next } };
  });
}

export function updateDelivery(ctx: Ctx, body: Static<typeof DeliveryBody>) {
  const free = body.freeDeliveryMinimum ?? null;
  let freeDeliveryMinimum: FreeDeliveryMinimum | null = null;
  if (free?.type === 'MINUTES') {
    if (!Number.isInteger(free.value)) {
      throw badRequest('freeDeliveryMinimum.value', 'A minimum rental length is a whole number of minutes');
    }
    freeDeliveryMinimum = { type: 'MINUTES', minutes: free.value };
  } else if (free?.type === 'SUBTOTAL') {
    freeDeliveryMinimum = { type: 'SUBTOTAL', subtotalCents: cents('freeDeliveryMinimum.value', free.value) };
  }
  const delivery = {
    enabled: body.enabled,
    pricingType: body.pricingType,
    priceCents: cents('price', body.price),
    minimumPriceCents: centsOrNull('minimumPrice', body.minimumPrice),
    maxDistanceKm: body.maxDistanceKm ?? null,
    freeDeliveryMinimum,
  };
  if (delivery.pricingType === 'FIXED' && delivery.minimumPriceCents !== null) {
    throw badRequest('minimumPrice', 'A minimum price only applies to a price per km');
  }
  return changeSettings(ctx, 'delivery', () => ({ delivery }));
}

/**
 * Discounts by rental length per category, in the shape the pricing engine reads: ranges of days
 * (minDays..maxDays, open-ended when maxDays is null) that do not overlap.
 */
export function updateCategoryDiscounts(ctx: Ctx, body: Static<typeof CategoryDiscountsBody>) {
  const seen = new Set<string>();
  const discounts: StoredCategoryDiscount[] = body.categoryDiscounts.map((discount, i) => {
    const path = `categoryDiscounts.${i}`;
    if (seen.has(discount.categoryId)) throw badRequest(`${path}.categoryId`, 'This category appears twice');
    seen.add(discount.categoryId);
    const ranges = discount.ranges.map((range, j) => {
      const field = `${path}.ranges.${j}`;
      const maxDays = range.maxDays ?? null;
      if (maxDays !== null && maxDays < range.minDays) {
        throw badRequest(`${field}.maxDays`, 'maxDays cannot be below minDays');
      }
      if (range.type === 'PERCENTAGE' && range.value > 100) {
        throw badRequest(`${field}.value`, 'A percentage discount is at most 100');
      }
      const value =
        range.type === 'AMOUNT' ? cents(`${field}.value`, range.value) : basisPoints(`${field}.value`, range.value);
      return { minDays: range.minDays, maxDays, type: range.type, value };
    });
    const order = ranges.map((r, j) => ({ ...r, j })).sort((a, b) => a.minDays - b.minDays);
    for (let k = 1; k < order.length; k++) {
      const previousEnd = order[k - 1].maxDays ?? Number.POSITIVE_INFINITY;
      if (order[k].minDays <= previousEnd) {
        throw badRequest(`${path}.ranges.${order[k].j}`, 'Day ranges of a category cannot overlap');
      }
    }
    return {
      categoryId: discount.categoryId,
      label: trimmedOrNull(discount.label),
      ranges: order.map(({ j: _j, ...r }) => r),
    };
  });
  return changeSettings(ctx, 'categoryDiscounts', () => ({ categoryDiscounts: discounts }));
}

export function updateVat(ctx: Ctx, kind: 'rental' | 'workshop', body: Static<typeof VatBody>) {
  const bp = basisPoints('vat', body.vat);
  return changeSettings(ctx, kind === 'rental' ? 'vat' : 'vatWorkshop', ({ current }) => ({
    vat: kind === 'rental' ? { ...current.vat, rentalBp: bp } : { ...current.vat, workshopBp: bp },
  }));
}

export function updateVatName(ctx: Ctx, body: Static<typeof VatNameBody>) {
  const name = body.vatName.trim();
  if (!name) throw badRequest('vatName', 'vatName cannot be blank');
  return changeSettings(ctx, 'vatName', ({ current }) => ({ vat: { ...current.vat, name } }));
}
