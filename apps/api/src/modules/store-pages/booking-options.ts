import {
  defaultSelections,
  packDepositCents,
  type StoreBookingView,
  type StorePackOffer,
} from '@hirebase/shared/store-booking';
import { dayOf } from '@hirebase/shared/zone';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Ctx } from '../../platform/http/context.ts';
import {
  itemsOfPacks,
  productModelsView as models,
  packItemsView as packItems,
  packsView as packs,
  productsView as products,
  servicesView as services,
} from '../catalogue/index.ts';

/*
 * What a product page offers beside the product, by the rules the cart applies to what it is sent (store-cart's
 * lines): packs, services and products shown in the store and rented short-term; a pack's choice is a product of
 * the item's category.
 */

const shownShortTerm = <T extends typeof products | typeof packs | typeof services>(t: T, companyId: string) =>
  and(eq(t.companyId, companyId), eq(t.online, true), eq(t.isLcd, true), isNull(t.deletedAt));

/** The shown short-term products of the categories (by their model's category), by name. */
async function productsOfCategories(ctx: Ctx, companyId: string, categoryIds: string[]) {
  if (categoryIds.length === 0) return [];
  return ctx.db
    .select({
      id: products.id,
      name: products.name,
      categoryId: models.categoryId,
      depositCents: products.depositCents,
    })
    .from(products)
    .innerJoin(models, and(eq(models.companyId, products.companyId), eq(models.id, products.modelId)))
    .where(and(shownShortTerm(products, companyId), isNull(models.deletedAt), inArray(models.categoryId, categoryIds)))
    .orderBy(asc(products.name), asc(products.id));
}

/** The model category of a product, for the packs that offer a choice within it. */
async function categoryOfProduct(ctx: Ctx, companyId: string, productId: string) {
  const [row] = await ctx.db
    .select({ categoryId: models.categoryId })
    .from(products)
    .innerJoin(models, and(eq(models.companyId, products.companyId), eq(models.id, products.modelId)))
    .where(and(eq(products.companyId, companyId), eq(products.id, productId)));
  return row?.categoryId ?? null;
}

/** The shown short-term packs that hold the product, set or as a choice of its category, with all their items. */
async function packsWith(
  ctx: Ctx,
  companyId: string,
  productId: string,
  depositMaxCents: number | null,
): Promise<StorePackOffer[]> {
  const categoryId = await categoryOfProduct(ctx, companyId, productId);
  const holding = await ctx.db
    .selectDistinct({ id: packs.id, name: packs.name })
    .from(packs)
    .innerJoin(packItems, and(eq(packItems.companyId, packs.companyId), eq(packItems.packId, packs.id)))
    .where(
      and(
        shownShortTerm(packs, companyId),
        or(eq(packItems.productId, productId), categoryId ? eq(packItems.categoryId, categoryId) : undefined),
      ),
    )
    .orderBy(asc(packs.name), asc(packs.id));
  if (holding.length === 0) return [];
  const items = await itemsOfPacks(
    ctx.db,
    companyId,
    holding.map((p) => p.id),
  );
  const setIds = [...new Set(items.flatMap((i) => (i.productId ? [i.productId] : [])))];
  const categoryIds = [...new Set(items.flatMap((i) => (i.categoryId ? [i.categoryId] : [])))];
  const [setRows, choiceRows] = await Promise.all([
    setIds.length
      ? ctx.db
          .select({ id: products.id, name: products.name, depositCents: products.depositCents })
          .from(products)
          .where(and(shownShortTerm(products, companyId), inArray(products.id, setIds)))
      : Promise.resolve([]),
    productsOfCategories(ctx, companyId, categoryIds),
  ]);
  const setRowsById = new Map(setRows.map((r) => [r.id, r]));
  const setProduct = (id: string) => {
    const row = setRowsById.get(id);
    return { id, name: row?.name ?? '', depositCents: row?.depositCents ?? 0 };
  };
  const offers = holding.map((pack) => {
    const offered = items
      .filter((i) => i.packId === pack.id)
      .map((i) => ({
        id: i.id,
        quantity: i.quantity,
        product: i.productId ? setProduct(i.productId) : null,
        choices: i.categoryId
          ? choiceRows
              .filter((r) => r.categoryId === i.categoryId)
              .map((r) => ({ id: r.id, name: r.name, depositCents: r.depositCents }))
          : null,
      }));
    return {
      id: pack.id,
      name: pack.name,
      items: offered,
      // with the page's default choices; the page works it out again for the customer's
      depositCents: packDepositCents(
        { items: offered },
        defaultSelections({ items: offered }, productId),
        depositMaxCents,
      ),
    };
  });
  // a pack with a set product the store no longer shows, or a choice with nothing to choose, cannot be booked
  return offers.filter((pack) =>
    pack.items.every((i) => (i.product ? i.product.name !== '' : (i.choices?.length ?? 0) > 0)),
  );
}

async function shownServices(ctx: Ctx, companyId: string) {
  const rows = await ctx.db
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      pricingMode: services.pricingMode,
      priceCents: services.priceCents,
      mandatory: services.mandatory,
    })
    .from(services)
    .where(shownShortTerm(services, companyId))
    .orderBy(asc(services.name), asc(services.id));
  return rows;
}

/** The shop's insurance setting as a product page offers it (`on_inclusion_hidden` is not shown). */
function insuranceOffer(mode: string, eligible: boolean): StoreBookingView['insurance'] {
  if (!eligible) return null;
  if (mode === 'on_inclusion') return 'included';
  if (mode === 'on_option' || mode === 'with_assurance') return 'option';
  return null;
}

export async function bookingOptions(
  ctx: Ctx,
  companyId: string,
  product: { id: string; rentalTypes: string[]; fromPrice: { per: string } | null; insuranceEligible: boolean },
  shop: {
    timezone: string;
    insuranceMode: string;
    closedDates: readonly { start: string; end: string }[];
    depositMaxCents: number | null;
  },
): Promise<StoreBookingView> {
  const bookable = product.rentalTypes.includes('LCD');
  const [packOffers, serviceOffers] = bookable
    ? await Promise.all([packsWith(ctx, companyId, product.id, shop.depositMaxCents), shownServices(ctx, companyId)])
    : [[], []];
  const today = dayOf(ctx.now.getTime(), shop.timezone);
  return {
    bookable,
    today,
    closedDates: shop.closedDates.filter((r) => r.end >= today).map(({ start, end }) => ({ start, end })),
    byTheHour: product.fromPrice?.per === 'hour' || product.fromPrice?.per === 'halfDay',
    packs: packOffers,
    depositMaxCents: shop.depositMaxCents,
    services: serviceOffers,
    insurance: insuranceOffer(shop.insuranceMode, product.insuranceEligible),
  };
}
