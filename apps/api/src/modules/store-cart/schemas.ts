import { Type } from 'typebox';
import {
  DateTime,
  DayOrDateTime,
  Id,
  Money,
  Nullable,
  Quantity,
  Slug,
  StringEnum,
} from '../../platform/http/schemas.ts';

export const CART_LINE_KINDS = ['product', 'pack', 'service'] as const;

const CartLineInput = Type.Object({
  kind: StringEnum(CART_LINE_KINDS),
  id: Id,
  quantity: Quantity(100),
  start: DayOrDateTime('start'),
  end: DayOrDateTime('end'),
  selections: Type.Optional(
    Type.Array(Type.Object({ packItemId: Id, productId: Id }), {
      maxItems: 20,
      description: 'A pack line: the product chosen for each item of the pack that is a choice within a category',
    }),
  ),
});

export const SaveCartBody = Type.Object({
  slug: Slug,
  lines: Type.Array(CartLineInput, {
    maxItems: 30,
    description: 'The whole cart: it replaces what the cart held (no lines empties it and releases its hold)',
  }),
  insurance: Type.Optional(
    Type.Boolean({
      description:
        "The customer takes the shop's rental insurance (modes on_option and with_assurance; always carried in the inclusion modes); 400 when the shop offers none",
    }),
  ),
});

export const CartParams = Type.Object({ slug: Slug });

const CartLineView = Type.Object({
  kind: StringEnum(CART_LINE_KINDS),
  id: Id,
  name: Type.String(),
  quantity: Type.Integer(),
  start: DateTime,
  end: DateTime,
  selections: Type.Array(Type.Object({ packItemId: Id, productId: Id })),
  unitPrice: Money({ description: 'Price of one, for the period, as the counter would price it' }),
  total: Money({ description: 'What the line costs, discounts included (VAT included)' }),
  held: Type.Array(Type.Object({ productId: Id, quantity: Type.Integer() }), {
    description: 'The stock the line holds until the cart expires (none for a service)',
  }),
});

export const CartView = Type.Object({
  companyId: Id,
  slug: Type.String({ description: "The store's current address" }),
  currency: Type.String(),
  expiresAt: DateTime,
  secondsLeft: Type.Integer({ description: 'Seconds the hold still lasts, by the server clock (for a countdown)' }),
  lines: Type.Array(CartLineView),
  insurance: Nullable(
    Type.Object(
      {
        mode: StringEnum(['on_inclusion_hidden', 'on_inclusion', 'on_option', 'with_assurance'] as const),
        optional: Type.Boolean({ description: 'The customer chooses it (the cart page offers a checkbox)' }),
        chosen: Type.Boolean({ description: 'Carried by the cart: counted in its total and booked with the order' }),
        shown: Type.Boolean({ description: 'False when included in the price without a line of its own' }),
        amount: Money({ description: 'What it costs for this cart (each period priced on its own)' }),
        lines: Type.Array(Type.Integer(), { description: 'Positions of the covered lines in `lines`' }),
      },
      { description: 'The rental insurance the shop offers on this cart; null when none (off, or nothing eligible)' },
    ),
  ),
  total: Money({ description: 'The lines together, and the insurance when the cart carries it, VAT included' }),
  deposit: Money({ description: 'The deposit the products ask for' }),
});

export const SavedCart = Type.Object({
  token: Type.Optional(
    Type.String({
      description:
        'Only when the call created the cart: send it back in the `x-cart-token` header (it is also set as the httpOnly cookie `hb_cart`)',
    }),
  ),
  cart: CartView,
});

export const EmptiedCart = Type.Object({
  released: Type.Integer({ description: 'How many holds were released' }),
});
