import { dayOf, daysBetween } from '@hirebase/shared/zone';
import type { Ctx } from '../../platform/http/context.ts';
import { openStore } from './open-store.ts';
import { type ShownFilter, shownItems, shownRows } from './shown-products.ts';
import { type Page, shownProductsOf } from './store-reads.ts';

/** GET /online-store/items/{companyId}: the store's products, filtered and a page at a time. */
export async function storeItems(ctx: Ctx, companyId: string, filter: ShownFilter, page: Page) {
  const store = await openStore(ctx, companyId);
  return shownProductsOf(ctx, store, filter, page);
}

/** The featured products the store still shows, in the shop's order (one hidden or deleted since is skipped). */
async function featuredRows(ctx: Ctx, store: Awaited<ReturnType<typeof openStore>>) {
  const ids = store.settings.onlineStore.featuredIds;
  if (ids.length === 0) return [];
  const rows = await shownRows(ctx, store.company.id, { ids });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** GET /online-store/items-featured/{companyId}. */
export async function featuredItems(ctx: Ctx, companyId: string) {
  const store = await openStore(ctx, companyId);
  return { items: await shownItems(ctx, store, await featuredRows(ctx, store)) };
}

/**
 * GET /online-store/items-day/{companyId}: one product a day, the same all day long in the shop's time zone, taken in
 * turn from the featured products, or from all shown products when none is featured.
 */
export async function itemOfTheDay(ctx: Ctx, companyId: string) {
  const store = await openStore(ctx, companyId);
  const day = dayOf(ctx.now.getTime(), store.company.timezone);
  const featured = await featuredRows(ctx, store);
  const pool = featured.length > 0 ? featured : await shownRows(ctx, store.company.id, {});
  const row = pool.length > 0 ? pool[daysBetween('2000-01-01', day) % pool.length] : undefined;
  return { day, item: row ? (await shownItems(ctx, store, [row]))[0]! : null };
}
