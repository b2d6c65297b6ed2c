import { Type } from 'typebox';
import { DateTime, Id, Nullable, StringEnum } from '../../platform/http/schemas.ts';

/** A string enum whose static type is the union of its values. */
export const OneOf = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>(StringEnum(values));

export const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Day of the company calendar' });
export const Time = Type.String({ pattern: '^(?:[01]\\d|2[0-3]):[0-5]\\d$|^24:00$', description: 'HH:MM' });
/** A day, or a date-time (without an offset: wall-clock time of the company). */
export const Instant = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})?)?$',
  description: 'YYYY-MM-DD or an ISO date-time',
});
/** Money in major units (12.5 = 12,50 €), 2 decimals at most. */
export const Amount = Type.Number({ minimum: 0, maximum: 10_000_000, description: 'Major units' });
const ProductIds = Type.Optional(
  Nullable(Type.Array(Id, { maxItems: 2000, description: 'Products or packs concerned; null or absent = all' })),
);
const Title = Type.String({ minLength: 1, maxLength: 120 });

export const VARIATION_KINDS = ['PERCENTAGE', 'AMOUNT'] as const;
export const RULE_TYPES = ['in', 'include', 'overlap'] as const;
export const CHANNELS = ['ONLINE_STORE', 'DASHBOARD'] as const;

const Variation = Type.Object({
  kind: OneOf(VARIATION_KINDS),
  value: Type.Number({
    minimum: -10_000_000,
    maximum: 10_000_000,
    description: 'Percent (15 = +15 %) or amount in major units per unit rented; negative = discount',
  }),
});

const RuleWindow = Type.Object({
  type: OneOf(RULE_TYPES),
  startDate: Day,
  endDate: Day,
  startTime: Type.Optional(Nullable(Time)),
  endTime: Type.Optional(Nullable(Time)),
  weekdays: Type.Optional(
    Nullable(Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { maxItems: 7, description: '0 = Sunday … 6' })),
  ),
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
  startDate: Day,
  endDate: Day,
  percentage: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 100 }))),
  amount: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000 }))),
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
