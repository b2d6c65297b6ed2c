import { checkPromoCode } from '@hirebase/shared/pricing/promo';
import type { PromoCode } from '@hirebase/shared/pricing/types';
import { readInstant } from '../../platform/dates.ts';
import type { Db } from '../../platform/db/pool.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { findCompanyById } from '../companies/index.ts';
import { amountOf, centsOf } from './amounts.ts';
import { normaliseCode } from './promo-codes.ts';
import * as repo from './promo-repository.ts';
import { enginePromo, promoValue } from './promo-views.ts';

export interface LoadedPromo {
  id: string;
  /** company id, or null for a platform code. */
  companyId: string | null;
  promo: PromoCode;
}

/**
 * The code a customer of a company typed, as the pricing engine takes it (with its use counts), or undefined when
 * no live code of the company or of the platform has this text. Orders call this, then `priceOrder`.
 */
export async function loadPromoCode(
  db: Db,
  companyId: string,
  code: string,
  rentalPlaceUserId?: string | null,
): Promise<LoadedPromo | undefined> {
  const row = await repo.findPromoByCode(db, companyId, normaliseCode(code));
  if (!row) return undefined;
  const uses = await repo.promoUseCounts(db, row.id, rentalPlaceUserId ?? undefined);
  return { id: row.id, companyId: row.companyId, promo: enginePromo(row, uses.total, uses.byCustomer) };
}

/**
 * Counts one use of a code by an order, in the order's transaction: the code's row is locked, and its uses counted
 * again under that lock, so concurrent orders never take more uses than the limit (the price, made before the
 * transaction, only read the count). A code deleted or switched off meanwhile, or used up, is a 400 on
 * `promoCode`. Recording the same order and code again is a no-op.
 */
export async function claimPromoUse(db: Db, use: repo.NewPromoUse & { orderId: string }) {
  const row = await repo.lockPromoCode(db, use.promoCodeId);
  if (!row || row.deletedAt) throw badRequest('promoCode', 'This promo code was deleted meanwhile');
  if (!row.active) throw badRequest('promoCode', `Promo code ${row.code} is not active`, { reason: 'inactive' });
  if (row.usageLimit != null && (await repo.usesOtherThan(db, row.id, use.orderId)) >= row.usageLimit) {
    throw badRequest('promoCode', `Promo code ${row.code} has been used ${row.usageLimit} times already`, {
      reason: 'usageLimitReached',
    });
  }
  return repo.insertPromoUse(db, use);
}

export interface PublicCheckInput {
  currentTotalPrice: number;
  orderStartDate?: string;
  customerRpId?: string;
}

/** GET /promo-code/public/{companyId}/{code}: whether the code applies to this total and date, and how much. */
export async function checkPublicPromoCode(ctx: Ctx, companyId: string, typed: string, input: PublicCheckInput) {
  const company = await findCompanyById(ctx.db, companyId);
  if (!company) throw notFound('company', companyId);
  const code = normaliseCode(typed);
  const total = centsOf('currentTotalPrice', input.currentTotalPrice);
  const orderStart = input.orderStartDate
    ? readInstant('orderStartDate', input.orderStartDate, company.timezone, 'start')
    : ctx.now.getTime();
  const loaded = await loadPromoCode(ctx.db, companyId, code, input.customerRpId);
  if (!loaded) {
    return {
      valid: false,
      code,
      discount: 0,
      discountType: null,
      value: null,
      source: null,
      reason: 'unknown' as const,
      message: `There is no promo code ${code}`,
    };
  }
  const { promo } = loaded;
  const check = checkPromoCode(promo, { total, orderStart, now: ctx.now, timeZone: company.timezone });
  const about = { code, discountType: promo.discountType, value: promoValue(promo), source: promo.source };
  return check.valid
    ? { valid: true, ...about, discount: amountOf(check.discount), explanation: check.explanation }
    : { valid: false, ...about, discount: 0, reason: check.reason, message: check.message };
}
