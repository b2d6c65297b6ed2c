import { LINE_STEP_CODES, SUMMARY_CODES } from '@hirebase/shared';
import { Type } from 'typebox';
import {
  DateOnly,
  DateTime,
  Id,
  Integer,
  Line,
  MAX_AMOUNT,
  Money,
  Nullable,
  OrNull,
  Percent,
  StringEnum,
  TimeOfDay,
} from '../../platform/http/schemas.ts';

/** A string enum whose static type is the union of its values. */
export const OneOf = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>(StringEnum(values));

/** The order-level explanation as codes with parameters, for an interface to word (amounts in cents). */
export const ExplanationSummary = Type.Array(
  Type.Object({
    code: OneOf(SUMMARY_CODES),
    params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  }),
  {
    description:
      'The order-level explanation as codes with parameters (amounts in integer cents, rates in basis points): ' +
      'subtotal {lines, subtotal}, shopDiscount {amount}, promoApplied {promoCode, source, kind, value, discount}, ' +
      'promoRefused {promoCode, reason}, delivery {amount}, total {ttc, ht, vat}',
  },
);

/** One line's explanation as codes with parameters, for an interface to word (amounts in cents). */
export const LineSteps = Type.Array(
  Type.Object({
    code: OneOf(LINE_STEP_CODES),
    params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  }),
  {
    description:
      "How the line's price was reached, as codes with parameters (amounts in integer cents, rates in basis " +
      'points): lowSeason {day}, dayTier {days, price}, tierPlusExtraDays {days, tierDays, tierPrice, extraDays, ' +
      'extraDay, price}, tierPlusAverageDays {days, tierDays, tierPrice, extraDays, averageOf, price}, extraDays ' +
      '{days, extraDay, price}, cappedByTier / pricedAsTier {days, tierDays, price}, startedHours {hours, hourly, ' +
      'price}, halfDay {price}, startedHalfDays {halves, halfDay, price}, cheapestOption {options, price}, service ' +
      '{mode, price, days, amount}, priceRule {title, kind, value, before, after}, quantity {quantity, unitPrice, ' +
      'gross}, periodicDiscount {name, kind, value, quantity, amount}, categoryDiscount {minDays, maxDays?, kind, ' +
      'value, quantity, amount}, shopDiscountShare {amount}, promoShare {promoCode, amount}, vat {ttc, ht, vat}',
  },
);

const ProductIds = Type.Optional(
  Nullable(Type.Array(Id, { maxItems: 2000, description: 'Products or packs concerned; null or absent = all' })),
);
const Title = Line(120, { minLength: 1 });

export const VARIATION_KINDS = ['PERCENTAGE', 'AMOUNT'] as const;
export const RULE_TYPES = ['in', 'include', 'overlap'] as const;
export const CHANNELS = ['ONLINE_STORE', 'DASHBOARD'] as const;

const Variation = Type.Object({
  kind: OneOf(VARIATION_KINDS),
  value: Money({
    minimum: -MAX_AMOUNT,
    description: 'Percent (15 = +15 %) or amount in major units per unit rented; negative = discount',
  }),
});

const RuleWindow = Type.Object({
  type: OneOf(RULE_TYPES),
  startDate: DateOnly(),
  endDate: DateOnly({ description: 'Last day of the window (included)' }),
  startTime: Type.Optional(Nullable(TimeOfDay)),
  endTime: Type.Optional(Nullable(TimeOfDay)),
  weekdays: Type.Optional(Nullable(Type.Array(Integer(0, 6), { maxItems: 7, description: '0 = Sunday … 6' }))),
  variation: Variation,
});

export const PriceRuleBody = Type.Object({
  id: Type.Optional(Id),
  title: Title,
  rules: Type.Array(RuleWindow, { minItems: 1, maxItems: 50 }),
  productIds: ProductIds,
  active: Type.Boolean({ default: true }),
});

export const PriceRuleView = Type.Object({
  id: Id,
  title: Type.String(),
  rules: Type.Array(
    Type.Object({
      type: OneOf(RULE_TYPES),
      startDate: Type.String(),
      endDate: Type.String(),
      startTime: Nullable(Type.String()),
      endTime: Nullable(Type.String()),
      weekdays: Nullable(Type.Array(Type.Integer())),
      variation: Variation,
    }),
  ),
  productIds: Nullable(Type.Array(Id)),
  active: Type.Boolean(),
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const PeriodicDiscountBody = Type.Object({
  id: Type.Optional(Id),
  name: Title,
  applicableDate: OneOf(['CREATED_DATE', 'START_DATE'] as const),
  scope: Type.Array(OneOf(CHANNELS), { minItems: 1, maxItems: 2, uniqueItems: true }),
  startDate: DateOnly(),
  endDate: DateOnly({ description: 'Last day (included)' }),
  percentage: Type.Optional(OrNull(Percent({ exclusiveMinimum: 0 }))),
  amount: Type.Optional(OrNull(Money({ exclusiveMinimum: 0 }))),
  productIds: ProductIds,
});

export const PeriodicDiscountView = Type.Object({
  id: Id,
  name: Type.String(),
  applicableDate: OneOf(['CREATED_DATE', 'START_DATE'] as const),
  scope: Type.Array(OneOf(CHANNELS)),
  startDate: Type.String(),
  endDate: Type.String(),
  percentage: Nullable(Type.Number()),
  amount: Nullable(Type.Number()),
  productIds: Nullable(Type.Array(Id)),
  createdAt: DateTime,
  updatedAt: DateTime,
});

export const PeriodicDiscountParams = Type.Object({ periodicDiscountId: Id });
