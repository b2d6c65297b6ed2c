import type { PromoCode } from '@hirebase/shared/pricing/types';
import { amountOf, percentOfBp } from './amounts.ts';
import type { PromoCodeRow } from './promo-repository.ts';

/** Percent for PERCENTAGE codes, major units for AMOUNT codes. */
export const promoValue = (p: Pick<PromoCodeRow, 'discountType' | 'value'>) =>
  p.discountType === 'PERCENTAGE' ? percentOfBp(p.value) : amountOf(p.value);

export const promoCodeView = (p: PromoCodeRow, usedCount: number) => ({
  id: p.id,
  code: p.code,
  discountType: p.discountType,
  value: promoValue(p),
  source: p.source,
  dateCheck: p.dateCheck,
  validFrom: p.validFrom,
  validTo: p.validTo,
  usageLimit: p.usageLimit,
  perCustomerLimit: p.perCustomerLimit,
  minimumTotal: p.minimumTotalCents === null ? null : amountOf(p.minimumTotalCents),
  active: p.active,
  description: p.description,
  usedCount,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

/** The engine's view of a stored code, with its use counts. */
export const enginePromo = (p: PromoCodeRow, usedCount: number, customerUses: number): PromoCode => ({
  code: p.code,
  discountType: p.discountType,
  value: p.value,
  source: p.source,
  dateCheck: p.dateCheck,
  validFrom: p.validFrom,
  validTo: p.validTo,
  usageLimit: p.usageLimit,
  usedCount,
  perCustomerLimit: p.perCustomerLimit,
  customerUses,
  minimumTotal: p.minimumTotalCents,
  active: p.active,
});
