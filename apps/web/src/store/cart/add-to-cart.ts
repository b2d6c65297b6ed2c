import { type CartAnswer, insuranceChoice, lineInput, readCart, saveCart } from './calls.ts';
import { addedToCart, type BookingChoice, choiceLines } from './lines.ts';
import { rememberCart } from './memory.ts';

/**
 * Adds a choice to the customer's cart: the cart call takes the whole cart, so the current one is read first (a
 * cart whose hold ran out is started again), the choice's lines added, and the whole sent back to be held. The
 * insurance stays as the customer chose it, and is taken when this choice asks for it.
 */
export async function addToCart(shop: { slug: string; timezone: string }, choice: BookingChoice): Promise<CartAnswer> {
  const { slug } = shop;
  const current = await readCart(slug);
  const kept = current.ok ? current.cart.lines.map((line) => lineInput(line, shop.timezone)) : [];
  const lines = addedToCart(kept, choiceLines(choice));
  const keptInsurance = current.ok ? insuranceChoice(current.cart) : undefined;
  const saved = await saveCart(slug, lines, choice.insurance || keptInsurance);
  if (saved.ok) rememberCart(slug, saved.cart);
  return saved;
}
