import { Type } from 'typebox';
import { DateTime, DayOrDateTime, Id, Integer, Line, Money, MultiLine, Nullable } from '../../platform/http/schemas.ts';
import { OneOf } from './schemas.ts';

export const PROMO_DISCOUNT_TYPES = ['PERCENTAGE', 'AMOUNT'] as const;
export const PROMO_SOURCES = ['COMPANY', 'PLATFORM'] as const;
export const PROMO_DATE_CHECKS = ['CREATION_DATE', 'ORDER_DATE'] as const;

export const PromoCodeBody = Type.Object({
  id: Type.Optional(Id),
  code: Line(40, {
    minLength: 2,
    pattern: '^[A-Za-z0-9_-]+$',
    description: 'Letters, digits, - and _; compared and stored upper-case',
    examples: ['SUMMER-10'],
  }),
  discountType: OneOf(PROMO_DISCOUNT_TYPES),
  value: Money({
    exclusiveMinimum: 0,
    description: 'Percent (PERCENTAGE, at most 100) or amount in major units (AMOUNT)',
  }),
  dateCheck: Type.Optional(OneOf(PROMO_DATE_CHECKS)),
  validFrom: Type.Optional(Nullable(DayOrDateTime('start'))),
  validTo: Type.Optional(Nullable(DayOrDateTime('end'))),
  // Not nullable: with type coercion a 0 would silently become null (no limit). Absent = no limit.
  usageLimit: Type.Optional(Integer(1, 1_000_000)),
  perCustomerLimit: Type.Optional(Integer(1, 1000)),
  minimumTotal: Type.Optional(Nullable(Money())),
  active: Type.Boolean({ default: true }),
  description: Type.Optional(Nullable(MultiLine(500))),
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
  code: Line(60, { minLength: 1 }),
});

export const PublicCheckQuery = Type.Object(
  {
    currentTotalPrice: Money({ description: 'Order total in major units' }),
    orderStartDate: Type.Optional(DayOrDateTime('start')),
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
