import { createTestApp } from '../app.ts';
import { makeShop } from '../factories.ts';
import { makeProduct, makeProductWithUnits } from './catalogue.ts';
import { ordersApi } from './order-lifecycle.ts';

type Json = Record<string, unknown>;

/**
 * What the counter flows' tests start from, at `now`: their own app (sessions that outlast the clock's moves), a shop
 * with its orders API, `bikeUnits` units of a "VTT" counted one by one and 10 "Casque" helmets counted by quantity
 * (`bike` and `helmets`: more values of those products).
 */
export async function counterShop(now: string, { bikeUnits = 4, bike = {}, helmets = {} }: CounterShopOptions = {}) {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set(now);
  const shop = await makeShop(app, db);
  const bikes = await makeProductWithUnits(app, shop.headers, bikeUnits, { name: 'VTT', ...bike });
  const helmetProduct = await makeProduct(app, shop.headers, {
    name: 'Casque',
    stockMode: 'QUANTITY',
    quantity: 10,
    ...helmets,
  });
  return {
    app,
    db,
    clock,
    shop,
    companyId: shop.company.id as string,
    api: ordersApi(app, shop.headers),
    bike: bikes.product,
    units: bikes.units,
    helmets: helmetProduct,
  };
}

export interface CounterShopOptions {
  bikeUnits?: number;
  bike?: Json;
  helmets?: Json;
}
