import type { CheckoutMode } from '@hirebase/shared/company-settings';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { productAvailability } from '../../src/modules/availability/index.ts';
import { DEFAULTS } from '../../src/modules/company-settings/sections.ts';
import { orders } from '../../src/modules/orders/tables.ts';
import type { Db } from '../../src/platform/db/pool.ts';
import { makeShop } from '../factories.ts';
import { makeProduct } from './catalogue.ts';
import { giveSettings } from './company-settings.ts';
import { storeCustomer } from './store-cart.ts';

type Json = Record<string, unknown>;
let customers = 0;

/**
 * A shop selling online kayaks (40.00 a day, deposit 150.00) with its checkout mode, and customers of its store who
 * fill a cart and check it out as the store's pages do.
 */
export async function checkoutShop(app: App, db: Db, mode: CheckoutMode = 'PAY_ONLINE', settings: Json = {}) {
  const shop = await makeShop(app, db);
  await giveSettings(db, shop.company.id, {
    onlineStore: { ...DEFAULTS.onlineStore, checkoutMode: mode },
    termsConditions: 'Bring the kayak back clean.',
    ...settings,
  });
  const kayak = await makeProduct(app, shop.headers, {
    name: 'Kayak',
    stockMode: 'QUANTITY',
    quantity: 10,
    deposit: 150,
    priceGrid: { days: [{ days: 1, price: 40 }] },
  });
  const slug = shop.company.slug;
  const day = { start: '2030-09-07', end: '2030-09-07' };
  const lines = (quantity = 1, id = kayak.id as string) => [{ kind: 'product', id, quantity, ...day }];

  /** A customer of the store with a cart of `quantity` kayaks (or other products) for a day. */
  async function shopper(quantity = 1, productId = kayak.id as string) {
    const customer = storeCustomer(app, slug);
    const saved = await customer.save(lines(quantity, productId));
    if (saved.statusCode !== 200) throw new Error(`cart not saved: ${saved.body}`);
    const cartHeaders = () => ({ 'x-cart-token': customer.token as string });
    customers += 1;
    const email = `kayaker-${customers}-${Date.now()}@example.test`;
    const body = (extra: Json = {}) => ({
      slug,
      customer: { firstName: 'Inès', lastName: 'Marin', email, language: 'es' },
      termsAccepted: true,
      ...extra,
    });
    const checkout = async (extra: Json = {}) => {
      const res = await app.inject({
        method: 'POST',
        url: '/v2/online-store/order',
        headers: cartHeaders(),
        payload: body(extra),
      });
      return { status: res.statusCode, body: res.json() };
    };
    const form = async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/v2/online-store/order?slug=${slug}`,
        headers: cartHeaders(),
      });
      return { status: res.statusCode, body: res.json() };
    };
    return { customer, email, cartHeaders, body, checkout, form };
  }

  const orderRow = async (orderId: string) =>
    (
      await db
        .select()
        .from(orders)
        .where(and(eq(orders.companyId, shop.company.id), eq(orders.id, orderId)))
    )[0]!;
  const readOrder = async (orderId: string, query = '', headers: Record<string, string> = {}) => {
    const res = await app.inject({
      method: 'GET',
      url: `/v2/online-store/order/${orderId}/${shop.company.id}${query}`,
      headers,
    });
    return { status: res.statusCode, body: res.json() };
  };
  /** How many of a product are free on the day the carts book, by the app's clock. */
  const freeOnTheDay = async (productId: string) =>
    (
      await productAvailability(db, shop.company.id, {
        productIds: [productId],
        start: Date.parse('2030-09-06T22:00:00Z'),
        end: Date.parse('2030-09-07T22:00:00Z'),
        now: app.deps.now().getTime(),
      })
    ).get(productId)!.available;
  return { shop, slug, kayak, lines, shopper, orderRow, readOrder, freeOnTheDay };
}

/** The `token` of an order link. */
export const linkToken = (orderLink: string) => new URL(orderLink).searchParams.get('token') as string;
