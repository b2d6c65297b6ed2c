import { fromCents } from '@hirebase/shared';
import { DiscountTooLarge, priceOrder } from '@hirebase/shared/pricing/order';
import type { Channel, LinePrice, PriceLineInput, PricingContext } from '@hirebase/shared/pricing/types';
import type { Static } from 'typebox';
import { readPeriod } from '../../platform/dates.ts';
import { readsTogether } from '../../platform/db/reads-together.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { companyForRequest } from '../companies/index.ts';
import { settingsForRequest } from '../company-settings/index.ts';
import { packsForPricing, productsForPricing, servicesForPricing } from './catalogue-reads.ts';
import type { PreviewBody } from './preview-schemas.ts';
import { loadPromoCode } from './promo-check.ts';
import { periodicDiscountsOf, priceRulesOf } from './repository.ts';
import { engineDiscount, engineRules } from './views.ts';

type Input = Static<typeof PreviewBody>;

export interface PriceItemsInput {
  /** A pack may name the products it holds (its choices made): their deposits count, as in the order it becomes. */
  items: (Input['items'][number] & { holds?: { productId: string; quantity: number }[] })[];
  /** [start, end) in epoch ms, as `readPeriod` reads the client's dates. */
  period: { start: number; end: number };
  channel: Channel;
  promoCode?: string | null;
  /** Shop discount on the whole order, in cents TTC. */
  manualDiscount?: number;
}

/**
 * The company's pricing context: zone, rental VAT, low season and category discounts (read from the company
 * settings, defaults when it never saved any), active price rules and periodic discounts.
 */
async function pricingContext(ctx: Ctx, companyId: string, channel: Channel) {
  const company = await companyForRequest(ctx, companyId);
  if (!company) throw notFound('company', companyId);
  const [settings, rules, discounts] = await readsTogether(ctx.db, [
    () => settingsForRequest(ctx, companyId),
    () => priceRulesOf(ctx.db, companyId, true),
    () => periodicDiscountsOf(ctx.db, companyId),
  ]);
  const context: PricingContext = {
    timeZone: company.timezone,
    vatRate: settings.vat.rentalBp,
    pricesIncludeVat: true,
    lowSeasonDates: settings.lowSeasonDates.map((r) => ({ start: r.start, end: r.end })),
    priceRules: engineRules(rules),
    periodicDiscounts: discounts.map(engineDiscount),
    categoryDiscounts: settings.categoryDiscounts.map((d) => ({ categoryId: d.categoryId, ranges: d.ranges })),
    channel,
    createdAt: ctx.now,
  };
  // the shop's deposit ceiling for short rentals: the online one for the store, the internal one otherwise
  const ceiling = channel === 'ONLINE_STORE' ? settings.bail.maxCents.lcd : settings.bail.maxCents.internalLcd;
  return { company, context, depositMaxCents: ceiling ?? null };
}

async function lineInputs(ctx: Ctx, companyId: string, input: PriceItemsInput, base: PricingContext) {
  const idsOf = (kind: string) => input.items.filter((i) => i.kind === kind).map((i) => i.id);
  const held = input.items.flatMap((i) => (i.kind === 'pack' ? (i.holds ?? []).map((h) => h.productId) : []));
  const [productRows, packRows, serviceRows] = await readsTogether(ctx.db, [
    () => productsForPricing(ctx.db, companyId, [...new Set([...idsOf('product'), ...held])]),
    () => packsForPricing(ctx.db, companyId, idsOf('pack')),
    () => servicesForPricing(ctx.db, companyId, idsOf('service')),
  ]);
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const [productsById, packsById, servicesById] = [byId(productRows), byId(packRows), byId(serviceRows)];
  const names = new Map<string, string>();
  let depositCents = 0;
  const lines = input.items.map((item): PriceLineInput => {
    const { start, end } = input.period;
    const common = { ...base, itemId: item.id, quantity: item.quantity, start, end };
    if (item.kind === 'service') {
      const service = servicesById.get(item.id);
      if (!service) throw notFound('service', item.id);
      names.set(item.id, service.name);
      return {
        ...common,
        kind: 'service',
        vatRate: service.vatRateBp ?? base.vatRate,
        service: { mode: service.pricingMode, price: service.priceCents },
      };
    }
    const product = item.kind === 'product' ? productsById.get(item.id) : undefined;
    const found = product ?? (item.kind === 'pack' ? packsById.get(item.id) : undefined);
    if (!found) throw notFound(item.kind, item.id);
    names.set(item.id, found.name);
    depositCents +=
      item.kind === 'pack'
        ? (item.holds ?? []).reduce((t, h) => t + (productsById.get(h.productId)?.depositCents ?? 0) * h.quantity, 0)
        : (product?.depositCents ?? 0) * item.quantity;
    return {
      ...common,
      kind: item.kind,
      grid: found.priceGrid,
      vatRate: product?.vatRateBp ?? base.vatRate,
      categoryId: product?.categoryId ?? null,
    };
  });
  return { lines, names, depositCents };
}

const money = fromCents;

function lineView(line: LinePrice, name: string) {
  const { duration } = line;
  return {
    kind: line.kind,
    itemId: line.itemId,
    name,
    quantity: line.quantity,
    duration: {
      start: new Date(duration.start).toISOString(),
      end: new Date(duration.end).toISOString(),
      days: duration.days,
      calendarDays: duration.calendarDays,
      startedHours: duration.startedHours,
      unit: duration.unit,
    },
    basis: line.basis,
    basePrice: money(line.basePrice),
    adjustments: line.adjustments.map((a) => ({ ...a, amount: money(a.amount) })),
    unitPrice: money(line.unitPrice),
    gross: money(line.gross),
    grossTTC: money(line.grossTTC),
    discounts: line.discounts.map((d) => ({ ...d, amount: money(d.amount) })),
    net: money(line.net),
    ht: money(line.ht),
    vat: money(line.vat),
    vatRate: line.vatRate / 100,
    explanation: line.explanation,
    steps: line.steps,
  };
}

/**
 * Prices items for [start, end) as an order would: the company's context, grids, rules, discounts, the shop discount
 * and the promo code (looked up among the company's and the platform's codes). A 400 names a bad date or item.
 */
export async function priceItems(ctx: Ctx, companyId: string, input: PriceItemsInput) {
  const { company, context, depositMaxCents } = await pricingContext(ctx, companyId, input.channel);
  const { lines, names, depositCents } = await lineInputs(ctx, companyId, input, context);
  const promo = input.promoCode ? await loadPromoCode(ctx.db, companyId, input.promoCode) : undefined;
  let priced: ReturnType<typeof priceOrder>;
  try {
    priced = priceOrder({
      lines,
      promoCode: promo?.promo ?? null,
      manualDiscount: input.manualDiscount,
      now: ctx.now,
    });
  } catch (error) {
    if (error instanceof DiscountTooLarge) {
      throw new AppError(
        400,
        'discountTooLarge',
        `The discount (${money(error.discount)}) is more than the order (${money(error.subtotal)})`,
        { field: 'discount', max: money(error.subtotal) },
      );
    }
    if (error instanceof RangeError) throw badRequest('items', error.message);
    throw error;
  }
  // the products' deposits, at most the shop's maximum for short rentals
  const deposit = depositMaxCents === null ? depositCents : Math.min(depositCents, depositMaxCents);
  return { company, priced, names, promo, vatRate: context.vatRate, depositCents: deposit, depositMaxCents };
}

/** POST /pricing/preview: what these items would cost for [start, end), explained, as an order would price them. */
export async function previewPrices(ctx: StaffCtx, input: Input) {
  const companyId = ctx.companyId;
  const channel = input.channel ?? 'DASHBOARD';
  const zone = (await companyForRequest(ctx, companyId))?.timezone ?? 'UTC';
  const period = readPeriod(
    { start: { field: 'start', value: input.start }, end: { field: 'end', value: input.end } },
    zone,
  );
  const { company, priced, promo, names, depositCents } = await priceItems(ctx, companyId, {
    ...input,
    period,
    channel,
  });
  const unknownPromo = input.promoCode && !promo;
  return {
    currency: company.currency,
    timeZone: company.timezone,
    channel,
    totalGrossTTC: money(priced.totalGrossTTC),
    totalTTC: money(priced.totalTTC),
    totalHT: money(priced.totalHT),
    vat: money(priced.vat),
    discount: money(priced.discount),
    promoDiscount: money(priced.promoDiscount),
    deposit: money(depositCents),
    promo: unknownPromo
      ? {
          valid: false,
          code: input.promoCode!.trim().toUpperCase(),
          discount: 0,
          reason: 'unknown',
          message: `There is no promo code ${input.promoCode!.trim().toUpperCase()}`,
        }
      : priced.promo && {
          valid: priced.promo.valid,
          code: priced.promo.code,
          discount: priced.promo.valid ? money(priced.promo.discount) : 0,
          ...(priced.promo.valid ? {} : { reason: priced.promo.reason, message: priced.promo.message }),
        },
    lines: priced.lines.map((l) => lineView(l, names.get(l.itemId) ?? '')),
    explanation: unknownPromo
      ? [...priced.explanation, `There is no promo code ${input.promoCode!.trim().toUpperCase()}`]
      : priced.explanation,
    summary: unknownPromo
      ? [
          ...priced.summary,
          {
            code: 'promoRefused' as const,
            params: { promoCode: input.promoCode!.trim().toUpperCase(), reason: 'unknown' as const },
          },
        ]
      : priced.summary,
  };
}
