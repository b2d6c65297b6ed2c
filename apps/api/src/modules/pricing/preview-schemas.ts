import { Type } from 'typebox';
import { DayOrDateTime, Id, Line, Nullable, Quantity } from '../../platform/http/schemas.ts';
import { CHANNELS, ExplanationSummary, LineSteps, OneOf } from './schemas.ts';

export const PreviewBody = Type.Object({
  items: Type.Array(
    Type.Object({
      kind: OneOf(['product', 'pack', 'service'] as const),
      id: Id,
      quantity: Quantity(10_000),
    }),
    { minItems: 1, maxItems: 100 },
  ),
  start: DayOrDateTime('start'),
  end: DayOrDateTime('end'),
  channel: Type.Optional(OneOf(CHANNELS)),
  promoCode: Type.Optional(Line(60, { minLength: 1 })),
});

const MoneyView = Type.Number({ description: 'Major units' });
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
  basePrice: MoneyView,
  adjustments: Type.Array(
    Type.Object({ source: Type.String(), id: Type.String(), label: Type.String(), amount: MoneyView }),
  ),
  unitPrice: MoneyView,
  gross: MoneyView,
  grossTTC: MoneyView,
  discounts: Type.Array(
    Type.Object({ source: Type.String(), id: Type.String(), label: Type.String(), amount: MoneyView }),
  ),
  net: MoneyView,
  ht: MoneyView,
  vat: MoneyView,
  vatRate: Type.Number({ description: 'Percent' }),
  ...Explained,
  steps: LineSteps,
});

export const PreviewView = Type.Object({
  currency: Type.String(),
  timeZone: Type.String(),
  channel: OneOf(CHANNELS),
  totalGrossTTC: MoneyView,
  totalTTC: MoneyView,
  totalHT: MoneyView,
  vat: MoneyView,
  discount: MoneyView,
  promoDiscount: MoneyView,
  deposit: Type.Number({
    description:
      "Deposit to take: the products' deposit amounts times their quantities, at most the shop's ceiling for short rentals (online or internal by channel)",
  }),
  promo: Nullable(
    Type.Object({
      valid: Type.Boolean(),
      code: Type.String(),
      discount: MoneyView,
      reason: Type.Optional(Type.String()),
      message: Type.Optional(Type.String()),
    }),
  ),
  lines: Type.Array(LineView),
  ...Explained,
  summary: ExplanationSummary,
});
