/**
 * What a store's product page offers to book, beside the product itself: the packs it belongs to (with their
 * choices), the services that can be added and the shop's rental insurance. Money in integer cents.
 */
export interface StoreBookingView {
  /** The product is rented short-term (only then can it be booked from the store). */
  bookable: boolean;
  /** The shop's day when the page was made (YYYY-MM-DD): the calendar opens on its month. */
  today: string;
  /** Its grid prices hours or half days: the customer picks times as well as days. */
  byTheHour: boolean;
  packs: StorePackOffer[];
  /** The shop's ceiling on a deposit taken online, in cents; null when it has none. */
  depositMaxCents: number | null;
  services: StoreServiceOffer[];
  /** How the shop offers rental insurance for this product; null when it does not. */
  insurance: 'included' | 'option' | null;
  /** The shop's closed dates not over yet (first and last day, YYYY-MM-DD): no rental starts or ends on them. */
  closedDates: { start: string; end: string }[];
}

export interface StorePackOffer {
  id: string;
  name: string;
  items: StorePackItemOffer[];
  /** The deposit of one pack with its default choices (the page's product where it is one), within the shop's ceiling. */
  depositCents: number;
}

/** An item of a pack: a set product, or a choice among the store's products of a category. */
export interface StorePackItemOffer {
  /** The pack item's id: a choice is sent back as `{ packItemId, productId }`. */
  id: string;
  quantity: number;
  product: { id: string; name: string; depositCents: number } | null;
  choices: { id: string; name: string; depositCents: number }[] | null;
}

/** The product's pick for each choice of a pack: the product itself when it is one of them, else the first. */
export const defaultSelections = (pack: Pick<StorePackOffer, 'items'>, productId: string) =>
  Object.fromEntries(
    pack.items.flatMap((item) =>
      item.choices
        ? [[item.id, item.choices.some((c) => c.id === productId) ? productId : (item.choices[0]?.id ?? '')]]
        : [],
    ),
  ) as Record<string, string>;

/** A deposit within the shop's ceiling on what it takes online (null: no ceiling), for one item or a booking. */
export const withinDepositCeiling = (cents: number, depositMaxCents: number | null) =>
  depositMaxCents === null ? cents : Math.min(cents, depositMaxCents);

/**
 * The deposit of one pack holding its set products and the products chosen for its choices (`selections`: pack item
 * id → product id), as the cart takes it: each product's deposit times its quantity, within the shop's ceiling.
 */
export function packDepositCents(
  pack: Pick<StorePackOffer, 'items'>,
  selections: Record<string, string>,
  depositMaxCents: number | null,
) {
  const total = pack.items.reduce((sum, item) => {
    const held = item.product ?? item.choices?.find((c) => c.id === selections[item.id]);
    return sum + (held?.depositCents ?? 0) * item.quantity;
  }, 0);
  return withinDepositCeiling(total, depositMaxCents);
}

export interface StoreServiceOffer {
  id: string;
  name: string;
  description: string | null;
  pricingMode: 'PER_ORDER' | 'PER_DAY' | 'PER_ITEM';
  priceCents: number;
  /** The shop adds it to every booking. */
  mandatory: boolean;
}

/** A line of the store's cart as `POST /v2/online-store/cart` takes it. */
export interface StoreCartLineInput {
  kind: 'product' | 'pack' | 'service';
  id: string;
  quantity: number;
  start: string;
  end: string;
  selections?: { packItemId: string; productId: string }[];
}

/** The cart as `GET /v2/online-store/cart/{slug}` answers it (money in major units, as the API sends it). */
export interface StoreCartView {
  companyId: string;
  slug: string;
  currency: string;
  expiresAt: string;
  secondsLeft: number;
  lines: (StoreCartLineInput & {
    name: string;
    selections: { packItemId: string; productId: string }[];
    unitPrice: number;
    total: number;
  })[];
  /** The rental insurance the shop offers on this cart (absent from an answer of an older server: none). */
  insurance?: {
    mode: 'on_inclusion_hidden' | 'on_inclusion' | 'on_option' | 'with_assurance';
    optional: boolean;
    chosen: boolean;
    shown: boolean;
    amount: number;
    lines: number[];
  } | null;
  total: number;
  deposit: number;
}

/** The cart's page in a store. */
export const storeCartPath = (slug: string) => `/store/${slug}/cart`;
