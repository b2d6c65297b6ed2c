import { Type } from 'typebox';
import { Id, Nullable } from '../../platform/http/schemas.ts';
import { CHANNELS, Instant, OneOf } from './schemas.ts';

export const PreviewBody = Type.Object({
  items: Type.Array(
    Type.Object({
      kind: OneOf(['product', 'pack', 'service'] as const),
      id: Id,
      quantity: Type.Integer({ minimum: 1, maximum: 10_000 }),
    }),
    { minItems: 1, maxItems: 100 },
  ),
  start: Instant,
  end: Instant,
  channel: Type.Optional(OneOf(CHANNELS)),
  promoCode: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
});

const Money = Type.Number({ description: 'Major units' });
const Explained = { explanation: Type.Array(Type.String()) };

const LineView = Type.Object({
  kind: OneOf(['product', 'pack', 'service'] as const),
  itemId: Id,
  name: Type.String(),
  quantity: Type.Integer(),
  duration: Type.Object({
    start: Type.String(),
    end: Type.String(),
    days: Type.Integer(),
    calendarDays: Type.Integer(),
    startedHours: Type.Integer(),
    unit: OneOf(['short', 'days'] as const),
  }),
  basis: OneOf(['TTC', 'HT'] as const),
  basePrice: Money,
  adjustments: Type.Array(
    Type.Object({ source: Type.String(), id: Type.String(), label: Type.String(), amount: Money }),
  ),
  unitPrice: Money,
  gross: Money,
  grossTTC: Money,
  discounts: Type.Array(Type.Object({ source: Type.String(), id: Type.String(), label: Type.String(), amount: Money })),
  net: Money,
  ht: Money,
  vat: Money,
  vatRate: Type.Number({ description: 'Percent' }),
  ...Explained,
});

export const PreviewView = Type.Object({
  currency: Type.String(),
  timeZone: Type.String(),
  channel: OneOf(CHANNELS),
  totalGrossTTC: Money,
  totalTTC: Money,
  totalHT: Money,
  vat: Money,
  discount: Money,
  promoDiscount: Money,
  promo: Nullable(
    Type.Object({
      valid: Type.Boolean(),
      code: Type.String(),
      discount: Money,
      reason: Type.Optional(Type.String()),
      message: Type.Optional(Type.String()),
    }),
  ),
  lines: Type.Array(LineView),
  ...Explained,
});
