import type { ThrottleRule } from '../../platform/throttle/throttle.ts';

const minutes = (n: number) => n * 60_000;

/**
 * Limits of the public promo-code check, so that codes cannot be guessed: per client address (answers 429), and per
 * company over every client (a guess spread over many addresses), roomy enough for a shop's real customers.
 */
export const PROMO_CHECK_LIMITS = {
  perClient: { bucket: 'promoCheck', max: 20, windowMs: minutes(15) },
  perCompany: { bucket: 'promoCheckCompany', max: 300, windowMs: minutes(60) },
} satisfies Record<string, ThrottleRule>;
