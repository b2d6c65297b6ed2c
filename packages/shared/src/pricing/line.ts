/**
 * Price of one order line: a product or pack from its own grid, or a service.
 *
 * Steps: grid (low-season grid when the rental starts in low season) → price rules on the unit price →
 * × quantity = gross → periodic discounts → category discount = net in the shop's price basis → TTC (adding VAT
 * when the shop prices HT) → HT and VAT extracted from the TTC (see vat.ts). Services cost their price once per
 * order (PER_ORDER, quantity 1), per rental day (PER_DAY) or per item (PER_ITEM); rules and line discounts
 * concern rented items, not services.
 */
import type { Cents } from '../money.ts';
import { dayOf, toEpoch } from '../zone.ts';
import { applyLineDiscounts } from './discounts.ts';
import { gridPrice, halfDayHoursOf, measureRental, seasonGrid } from './grid.ts';
import type { LineStep } from './line-steps.ts';
import { applyPriceRules } from './rules.ts';
import type { LineDiscount, LinePrice, PriceAdjustment, PriceLineInput, RentalDuration } from './types.ts';
import { addVat, money, splitVat } from './vat.ts';

const DEFAULT_HALF_DAY_HOURS = 4;

function checkWhole(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number ≥ 0: ${value}`);
}

export function priceLine(input: PriceLineInput): LinePrice {
  const { timeZone, vatRate } = input;
  checkWhole(input.quantity, 'quantity');
  checkWhole(vatRate, 'vatRate');
  const start = toEpoch(input.start, timeZone);
  const end = toEpoch(input.end, timeZone);
  const explanation: string[] = [];
  const steps: LineStep[] = [];
  let duration: RentalDuration;
  let basePrice: Cents;
  let unitPrice: Cents;
  let quantity = input.quantity;
  let adjustments: PriceAdjustment[] = [];
  let discounts: LineDiscount[] = [];

  if (input.kind === 'service') {
    const { mode, price } = input.service;
    checkWhole(price, 'service price');
    duration = measureRental(start, end, timeZone, DEFAULT_HALF_DAY_HOURS);
    if (mode === 'PER_ORDER') quantity = Math.min(quantity, 1);
    basePrice = mode === 'PER_DAY' ? price * duration.days : price;
    const per = { PER_ORDER: 'per order', PER_DAY: `per day × ${duration.days}`, PER_ITEM: 'per item' }[mode];
    explanation.push(`service ${money(price)} ${per} = ${money(basePrice)}`);
    steps.push({ code: 'service', params: { mode, price, days: duration.days, amount: basePrice } });
    unitPrice = basePrice;
  } else {
    const season = seasonGrid(input.grid, dayOf(start, timeZone), input.lowSeasonDates);
    duration = measureRental(start, end, timeZone, halfDayHoursOf(season.grid));
    if (season.lowSeason) {
      explanation.push(`low season from ${duration.startDay}: low-season grid`);
      steps.push({ code: 'lowSeason', params: { day: duration.startDay } });
    }
    const base = gridPrice(season.grid, duration);
    basePrice = base.price;
    explanation.push(...base.explanation);
    steps.push(...base.steps);
    const rules = applyPriceRules(basePrice, input.priceRules, { itemId: input.itemId, start, end, timeZone });
    adjustments = rules.adjustments;
    explanation.push(...rules.explanation);
    steps.push(...rules.steps);
    unitPrice = rules.price;
  }

  const gross = unitPrice * quantity;
  explanation.push(`${quantity} × ${money(unitPrice)} = ${money(gross)}`);
  steps.push({ code: 'quantity', params: { quantity, unitPrice, gross } });
  let netInBasis = gross;
  if (input.kind !== 'service') {
    const applied = applyLineDiscounts(gross, input.periodicDiscounts, input.categoryDiscounts, {
      itemId: input.itemId,
      quantity,
      start,
      createdAt: toEpoch(input.createdAt, timeZone),
      timeZone,
      channel: input.channel,
      days: duration.days,
      categoryId: input.categoryId,
    });
    discounts = applied.discounts;
    explanation.push(...applied.explanation);
    steps.push(...applied.steps);
    netInBasis = applied.net;
  }

  const basis = input.pricesIncludeVat === false ? 'HT' : 'TTC';
  const toTTC = (amount: Cents) => (basis === 'HT' ? addVat(amount, vatRate) : amount);
  const net = toTTC(netInBasis);
  const { ht, vat } = splitVat(net, vatRate);
  explanation.push(`${money(net)} TTC = ${money(ht)} HT + ${money(vat)} VAT`);
  steps.push({ code: 'vat', params: { ttc: net, ht, vat } });
  return {
    kind: input.kind,
    itemId: input.itemId,
    duration,
    basis,
    basePrice,
    adjustments,
    unitPrice,
    quantity,
    gross,
    grossTTC: toTTC(gross),
    discounts,
    net,
    ht,
    vat,
    vatRate,
    explanation,
    steps,
  };
}
