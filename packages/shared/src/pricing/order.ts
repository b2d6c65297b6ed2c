/**
 * Price of an order: the lines, then the promo code on the sum of the line TTC amounts. The promo discount is
 * spread over the lines in proportion to their TTC (money.ts `allocate`, lines at 0 get nothing) and each line's
 * HT and VAT are extracted again from its new TTC, so TTC = HT + VAT exactly for every line; the order totals are
 * sums of the lines, so they add up exactly too.
 */
import { allocate, type Cents } from '../money.ts';
import { toEpoch } from '../zone.ts';
import { priceLine } from './line.ts';
import { checkPromoCode } from './promo.ts';
import { promoStep, type SummaryStep } from './summary.ts';
import type { LinePrice, OrderPrice, PriceOrderInput, PromoCheck } from './types.ts';
import { money, splitVat } from './vat.ts';

/** Like allocate, but only lines with a positive weight receive a share. */
export function allocateOverPositive(amount: Cents, weights: Cents[]): Cents[] {
  const positive = weights.map((w, i) => [w, i] as const).filter(([w]) => w > 0);
  const parts = allocate(
    amount,
    positive.map(([w]) => w),
  );
  const shares = weights.map(() => 0);
  positive.forEach(([, i], k) => {
    shares[i] = parts[k];
  });
  return shares;
}

interface SharedDiscount {
  source: 'promoCode' | 'manual';
  id: string;
  label: string;
  /** How the explanation names it. */
  phrase: string;
}

function withShare(line: LinePrice, share: Cents, { phrase, ...discount }: SharedDiscount): LinePrice {
  if (share === 0) return line;
  const net = line.net - share;
  const { ht, vat } = splitVat(net, line.vatRate);
  return {
    ...line,
    discounts: [...line.discounts, { ...discount, amount: share }],
    net,
    ht,
    vat,
    explanation: [
      ...line.explanation,
      `share of ${phrase}: −${money(share)}`,
      `${money(net)} TTC = ${money(ht)} HT + ${money(vat)} VAT`,
    ],
    steps: [
      ...line.steps,
      discount.source === 'manual'
        ? { code: 'shopDiscountShare', params: { amount: share } }
        : { code: 'promoShare', params: { promoCode: discount.id, amount: share } },
      { code: 'vat', params: { ttc: net, ht, vat } },
    ],
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** A shop discount larger than the lines it applies to: refused, never silently cut down. */
export class DiscountTooLarge extends RangeError {
  constructor(
    readonly discount: Cents,
    readonly subtotal: Cents,
  ) {
    super(`A discount of ${money(discount)} is more than the order (${money(subtotal)})`);
  }
}

export function priceOrder(input: PriceOrderInput): OrderPrice {
  let priced = input.lines.map(priceLine);
  const before = sum(priced.map((l) => l.net));
  const explanation = [`${priced.length} line(s), subtotal ${money(before)} TTC`];
  const summary: SummaryStep[] = [{ code: 'subtotal', params: { lines: priced.length, subtotal: before } }];
  const manual = input.manualDiscount ?? 0;
  if (!Number.isSafeInteger(manual) || manual < 0)
    throw new RangeError('A discount must be a non-negative whole number of cents');
  if (manual > before) throw new DiscountTooLarge(manual, before);
  if (manual > 0) {
    const manualShares = allocateOverPositive(
      manual,
      priced.map((l) => l.net),
    );
    const label = { source: 'manual' as const, id: 'manual', label: 'Shop discount', phrase: 'the shop discount' };
    priced = priced.map((line, i) => withShare(line, manualShares[i], label));
    explanation.push(`shop discount −${money(manual)}`);
    summary.push({ code: 'shopDiscount', params: { amount: manual } });
  }
  const subtotal = sum(priced.map((l) => l.net));
  let promo: PromoCheck | null = null;
  let promoDiscount = 0;
  if (input.promoCode) {
    const timeZone = input.lines[0]?.timeZone ?? 'UTC';
    const now = input.now ?? input.lines[0]?.createdAt;
    if (now === undefined) throw new RangeError('A promo code needs the order creation instant (now)');
    const orderStart = priced.length ? Math.min(...priced.map((l) => l.duration.start)) : toEpoch(now, timeZone);
    promo = checkPromoCode(input.promoCode, { total: subtotal, orderStart, now, timeZone });
    if (promo.valid) promoDiscount = promo.discount;
    explanation.push(promo.valid ? promo.explanation : promo.message);
    summary.push(promoStep(input.promoCode, promo));
  }
  const shares = allocateOverPositive(
    promoDiscount,
    priced.map((l) => l.net),
  );
  const code = input.promoCode?.code ?? '';
  const promoLabel = {
    source: 'promoCode' as const,
    id: code,
    label: `Promo code ${code}`,
    phrase: `promo code ${code}`,
  };
  const lines = priced.map((line, i) => withShare(line, shares[i], promoLabel));
  const totalGrossTTC = sum(lines.map((l) => l.grossTTC));
  const totalTTC = sum(lines.map((l) => l.net));
  const totalHT = sum(lines.map((l) => l.ht));
  const vat = sum(lines.map((l) => l.vat));
  explanation.push(`total ${money(totalTTC)} TTC = ${money(totalHT)} HT + ${money(vat)} VAT`);
  summary.push({ code: 'total', params: { ttc: totalTTC, ht: totalHT, vat } });
  return {
    totalGrossTTC,
    totalTTC,
    totalHT,
    vat,
    discount: totalGrossTTC - totalTTC,
    promo,
    promoDiscount,
    lines,
    explanation,
    summary,
  };
}
