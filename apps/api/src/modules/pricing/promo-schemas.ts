import { Type } from 'typebox';
import { DateTime, Id, Nullable } from '../../platform/http/schemas.ts';
import { Amount, Instant, OneOf } from './schemas.ts';

export const PROMO_DISCOUNT_TYPES = ['PERCENTAGE', 'AMOUNT'] as const;
export const PROMO_SOURCES = ['COMPANY', 'PLATFORM'] as const;
export const PROMO_DATE_CHECKS = ['CREATION_DATE', 'ORDER_DATE'] as const;

export const PromoCodeBody = Type.Object({
  id: Type.Optional(Id),
  code: Type.String({
    minLength: 2,
    maxLength: 40,
    pattern: '^[A-Za-z0-9_-]+$',
    description: 'Letters, digits, - and _; compared and stored upper-case',
  }),
  discountType: OneOf(PROMO_DISCOUNT_TYPES),
  value: Type.Number({
    exclusiveMinimum: 0,
    maximum: 10_000_000,
    description: 'Percent (PERCENTAGE, at most 100) or amount in major units (AMOUNT)',
  }),
  dateCheck: Type.Optional(OneOf(PROMO_DATE_CHECKS)),
  validFrom: Type.Optional(Nullable(Instant)),
  validTo: Type.Optional(Nullable(Instant)),
  // Not nullable: with type coercion a 0 would silently become null (no limit). Absent = no limit.
  usageLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  perCustomerLimit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  minimumTotal: Type.Optional(Nullable(Amount)),
  active: Type.Boolean({ default: true }),
  description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
});

export const PromoCodeView = Type.Object({
  id: Id,
  code: Type.String(),
  discountType: OneOf(PROMO_DISCOUNT_TYPES),
  value: Type.Number(),
  source: OneOf(PROMO_SOURCES),
  dateCheck: OneOf(PROMO_DATE_CHECKS),
  validFrom: Nullable(Type.String()),
  validTo: Nullable(Type.String()),
  usageLimit: Nullable(Type.Integer()),
  perCustomerLimit: Nullable(Type.Integer()),
  minimumTotal: Nullable(Type.Number()),
  active: Type.Boolean(),
  description: Nullable(Type.String()),
  usedCount: Type.Integer({ minimum: 0 }),
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const PublicCheckParams = Type.Object({
  companyId: Id,
  code: Type.String({ minLength: 1, maxLength: 60 }),
});

export const PublicCheckQuery = Type.Object(
  {
    currentTotalPrice: Type.Number({ minimum: 0, maximum: 10_000_000, description: 'Order total in major units' }),
    orderStartDate: Type.Optional(Instant),
    customerRpId: Type.Optional(Id),
  },
  { additionalProperties: false },
);

export const PROMO_CHECK_REASONS = [
  'unknown',
  'inactive',
  'notYetValid',
  'expired',
  'usageLimitReached',
  'customerLimitReached',
  'minimumNotReached',
] as const;

export const PromoCheckView = Type.Object({
  valid: Type.Boolean(),
  code: Type.String(),
  discount: Type.Number({ description: 'Amount taken off the total, major units' }),
  discountType: Nullable(OneOf(PROMO_DISCOUNT_TYPES)),
  value: Nullable(Type.Number({ description: 'Percent or amount in major units' })),
  source: Nullable(OneOf(PROMO_SOURCES)),
  reason: Type.Optional(OneOf(PROMO_CHECK_REASONS)),
  message: Type.Optional(Type.String()),
  explanation: Type.Optional(Type.String()),
});
