import { type CartAnswer, insuranceChoice, lineInput, readCart, saveCart } from './calls.ts';
import { addedToCart, type BookingChoice, choiceLines } from './lines.ts';
import { rememberCart } from './memory.ts';

/**
 * Adds a choice to the customer's cart: the cart call takes the whole cart, so the current one is read first (a
 * cart whose hold ran out is started again), the choice's lines added, and the whole sent back to be held. The
 * insurance stays as the customer chose it, and is taken when this choice asks for it. A choice of another period
 * than the cart's is refused before anything is sent: the checkout books one period, so the customer is offered the
 * cart's dates here rather than refused at the checkout.
 */
export async function addToCart(shop: { slug: string; timezone: string }, choice: BookingChoice): Promise<CartAnswer> {
  const { slug } = shop;
  const current = await readCart(slug);
  const kept = current.ok ? current.cart.lines.map((line) => lineInput(line, shop.timezone)) : [];
  const other = kept.find((line) => line.start !== choice.start || line.end !== choice.end);
  if (other) return { ok: false, refusal: { kind: 'otherPeriod', start: other.start, end: other.end } };
  const lines = addedToCart(kept, choiceLines(choice));
  const keptInsurance = current.ok ? insuranceChoice(current.cart) : undefined;
  const saved = await saveCart(slug, lines, choice.insurance || keptInsurance);
  if (saved.ok) rememberCart(slug, saved.cart);
  return saved;
}
