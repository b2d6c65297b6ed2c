/**
 * Promo codes. Checks run in this order and the first failure is the answer: inactive, not yet valid, expired,
 * usage limit reached, customer limit reached, minimum total not reached. The validity dates are compared with
 * `now` (dateCheck CREATION_DATE) or with the rental start (ORDER_DATE); a validTo without a time lasts the whole
 * day in the company zone. The discount is a PERCENTAGE of the total (rounded half away from zero) or an AMOUNT,
 * never more than the total and never negative.
 */
import { type Cents, percentOf } from '../money.ts';
import { boundOf, isDateOnly, toEpoch } from '../zone.ts';
import type { Instant, PromoCheck, PromoCode } from './types.ts';
import { money, rate } from './vat.ts';

export interface PromoCheckInput {
  total: Cents;
  orderStart: Instant;
  now: Instant;
  /** Company zone for dates without an offset; UTC when absent. */
  timeZone?: string;
}

function validToEnd(validTo: Instant, timeZone: string): number {
  // the last instant still valid: a date alone lasts until the end of that day
  if (typeof validTo === 'string' && isDateOnly(validTo)) return boundOf(validTo, timeZone, 'end') - 1;
  return toEpoch(validTo, timeZone);
}

export function promoDiscount(promo: PromoCode, total: Cents): Cents {
  const wanted = promo.discountType === 'PERCENTAGE' ? percentOf(total, promo.value) : promo.value;
  return Math.min(Math.max(0, total), Math.max(0, wanted));
}

export function checkPromoCode(promo: PromoCode, input: PromoCheckInput): PromoCheck {
  const timeZone = input.timeZone ?? 'UTC';
  const code = promo.code;
  const reject = (reason: Extract<PromoCheck, { valid: false }>['reason'], message: string): PromoCheck => ({
    valid: false,
    code,
    reason,
    message,
  });
  if (!promo.active) return reject('inactive', `Promo code ${code} is not active`);
  const checked = toEpoch(promo.dateCheck === 'CREATION_DATE' ? input.now : input.orderStart, timeZone);
  const which = promo.dateCheck === 'CREATION_DATE' ? 'today' : 'on the rental start';
  if (promo.validFrom != null && checked < toEpoch(promo.validFrom, timeZone)) {
    return reject('notYetValid', `Promo code ${code} is not valid yet ${which}`);
  }
  if (promo.validTo != null && checked > validToEnd(promo.validTo, timeZone)) {
    return reject('expired', `Promo code ${code} has expired ${which}`);
  }
  if (promo.usageLimit != null && promo.usedCount >= promo.usageLimit) {
    return reject('usageLimitReached', `Promo code ${code} has been used ${promo.usageLimit} times already`);
  }
  if (promo.perCustomerLimit != null && (promo.customerUses ?? 0) >= promo.perCustomerLimit) {
    return reject(
      'customerLimitReached',
      `Promo code ${code} can be used ${promo.perCustomerLimit} times per customer`,
    );
  }
  if (promo.minimumTotal != null && input.total < promo.minimumTotal) {
    return reject('minimumNotReached', `Promo code ${code} needs a total of at least ${money(promo.minimumTotal)}`);
  }
  const discount = promoDiscount(promo, input.total);
  const how = promo.discountType === 'PERCENTAGE' ? rate(promo.value) : money(promo.value);
  const owner = promo.source === 'PLATFORM' ? 'platform promo code' : 'promo code';
  return { valid: true, code, discount, explanation: `${owner} ${code} (${how}): −${money(discount)}` };
}
