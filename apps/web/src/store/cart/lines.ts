import type { StoreCartLineInput, StoreServiceOffer } from '@hirebase/shared/store-booking';

/** What the customer chose on a product page. */
export interface BookingChoice {
  productId: string;
  /** The pack chosen instead of the product alone, with the product picked for each of its choices. */
  pack: { id: string; selections: { packItemId: string; productId: string }[] } | null;
  quantity: number;
  /** `YYYY-MM-DD` (whole days, the end day included) or `YYYY-MM-DDTHH:mm` in the shop's time. */
  start: string;
  end: string;
  services: Pick<StoreServiceOffer, 'id' | 'pricingMode'>[];
  /** The customer takes the shop's optional rental insurance (the cart prices it). */
  insurance?: boolean;
}

/** The most of one line the cart takes. */
const MAX_QUANTITY = 100;

/** The cart lines a choice adds: the product or the pack, then each service (by the item when priced by the item). */
export function choiceLines(choice: BookingChoice): StoreCartLineInput[] {
  const period = { start: choice.start, end: choice.end };
  const main: StoreCartLineInput = choice.pack
    ? { kind: 'pack', id: choice.pack.id, quantity: choice.quantity, ...period, selections: choice.pack.selections }
    : { kind: 'product', id: choice.productId, quantity: choice.quantity, ...period };
  const services = choice.services.map(
    (s): StoreCartLineInput => ({
      kind: 'service',
      id: s.id,
      quantity: s.pricingMode === 'PER_ITEM' ? choice.quantity : 1,
      ...period,
    }),
  );
  return [main, ...services];
}

const sameSelections = (a: StoreCartLineInput, b: StoreCartLineInput) =>
  JSON.stringify(a.selections ?? []) === JSON.stringify(b.selections ?? []);

/** Same item over the same period with the same choices: one line of the cart. */
const sameLine = (a: StoreCartLineInput, b: StoreCartLineInput) =>
  a.kind === b.kind && a.id === b.id && a.start === b.start && a.end === b.end && sameSelections(a, b);

/**
 * The whole cart to send after adding lines: a line already there for the same item, period and choices takes the
 * added quantity; a service booked once per booking (not by the item) that the cart has already is not added again.
 */
export function addedToCart(current: StoreCartLineInput[], added: StoreCartLineInput[]): StoreCartLineInput[] {
  const cart = current.map((line) => ({ ...line }));
  for (const line of added) {
    const once = line.kind === 'service' && line.quantity === 1;
    if (once && cart.some((c) => c.kind === 'service' && c.id === line.id)) continue;
    const same = cart.find((c) => sameLine(c, line));
    if (same) same.quantity = Math.min(MAX_QUANTITY, same.quantity + line.quantity);
    else cart.push({ ...line });
  }
  return cart;
}
