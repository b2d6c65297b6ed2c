import { marketplaceLoginNoted, noteMarketplaceLogin } from '../../api/marketplace-note.ts';
import { type Answer, changeWishlist, createWishlist, type Wishlist, wishlist, wishlists } from './calls.ts';

type Ref = Wishlist['products'][number];

/** Where the customer's wishlists stand for this product: a visitor, or the lists holding it and the latest list. */
type Standing =
  | { kind: 'visitor' }
  | { kind: 'unknown' }
  | { kind: 'customer'; holding: string[]; latest: string | null };

async function standingOf(ref: Ref): Promise<Standing> {
  const lists = await wishlists();
  if (!lists.ok && lists.error.statusCode === 401) noteMarketplaceLogin(false);
  if (!lists.ok) return lists.error.statusCode === 401 ? { kind: 'visitor' } : { kind: 'unknown' };
  noteMarketplaceLogin(true);
  const filled = lists.value.items.filter((list) => list.productCount > 0);
  const details = await Promise.all(filled.map((list) => wishlist(list.id)));
  if (details.some((d) => !d.ok)) return { kind: 'unknown' };
  const holding = details
    .map((d) => (d as Extract<Answer<Wishlist>, { ok: true }>).value)
    .filter((list) => list.products.some((p) => p.companyId === ref.companyId && p.productId === ref.productId))
    .map((list) => list.id);
  return { kind: 'customer', holding, latest: lists.value.items[0]?.id ?? null };
}

/**
 * Starts the product page's heart: pressed when the logged-in customer has the product on a wishlist (read in the
 * browser, when a marketplace login is noted in it: the page is the same for everyone). A tap adds it to their latest list (a first list is made with the
 * page's default name) or takes it off every list holding it; a visitor is offered the login.
 */
export function startHeart(button: HTMLButtonElement) {
  const ref = { companyId: button.dataset.companyId ?? '', productId: button.dataset.productId ?? '' };
  const note = button.parentElement?.querySelector<HTMLElement>('[data-heart-note]');
  const login = button.parentElement?.querySelector<HTMLElement>('[data-heart-login]');
  const say = (key: 'added' | 'removed' | 'failed' | null) => {
    if (note) note.textContent = key ? (note.dataset[key] ?? '') : '';
  };
  const show = (standing: Standing) => {
    button.setAttribute('aria-pressed', String(standing.kind === 'customer' && standing.holding.length > 0));
  };
  // without a login noted in this browser nothing is read until a tap (then read as after a failed read)
  let standing: Promise<Standing> = marketplaceLoginNoted()
    ? standingOf(ref).then((s) => {
        show(s);
        return s;
      })
    : Promise.resolve({ kind: 'unknown' });
  let busy = false;

  button.addEventListener('click', async () => {
    if (busy) return;
    busy = true;
    button.setAttribute('aria-busy', 'true');
    const now = await standing;
    const next = await toggle(now, ref, button.dataset.listName ?? '');
    button.removeAttribute('aria-busy');
    busy = false;
    if (next.kind === 'visitor') {
      say(null);
      if (login) login.hidden = false;
      login?.querySelector('a')?.focus();
      return;
    }
    if (next === now || next.kind === 'unknown') {
      say('failed');
      standing = standingOf(ref).then((s) => {
        show(s);
        return s;
      });
      return;
    }
    standing = Promise.resolve(next);
    show(next);
    say(next.kind === 'customer' && next.holding.length > 0 ? 'added' : 'removed');
  });
}

/** The standing after a tap; the same standing when the call failed. */
async function toggle(now: Standing, ref: Ref, defaultName: string): Promise<Standing> {
  if (now.kind === 'visitor') return now;
  if (now.kind === 'unknown') {
    // not read yet (no login noted) or the first read failed: read, then act on what it finds — a product already
    // kept is shown kept, not taken off by a tap meant to keep it
    const again = await standingOf(ref);
    if (again.kind === 'customer' && again.holding.length > 0) return again;
    return again.kind === 'customer' ? toggle(again, ref, defaultName) : again.kind === 'visitor' ? again : now;
  }
  if (now.holding.length > 0) {
    const removed = await Promise.all(now.holding.map((id) => changeWishlist(id, { remove: [ref] })));
    return removed.every((r) => r.ok) ? { ...now, holding: [] } : now;
  }
  const added = now.latest
    ? await changeWishlist(now.latest, { add: [ref] })
    : await createWishlist(defaultName, [ref]);
  return added.ok ? { kind: 'customer', holding: [added.value.id], latest: added.value.id } : now;
}
