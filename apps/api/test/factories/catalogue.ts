import type { App } from '../../src/app.ts';

type Headers = Record<string, string>;
type Json = Record<string, unknown>;

/** A city bike grid in euros: 15 € a half day, 22 € a day, 40 € for 2 days, 95 € a week, 12 € per extra day. */
export const CITY_BIKE_GRID = {
  halfDay: 15,
  days: [
    { days: 1, price: 22 },
    { days: 2, price: 40 },
    { days: 7, price: 95 },
  ],
  extraDay: 12,
};

async function post(app: App, headers: Headers, url: string, payload: Json) {
  const res = await app.inject({ method: 'POST', url: `/v2${url}`, headers, payload });
  if (res.statusCode !== 200) throw new Error(`POST ${url} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const makeProductModel = (app: App, headers: Headers, values: Json = {}) =>
  post(app, headers, '/products/create-product-model', {
    name: 'Trek FX 3',
    verticale: 'BIKE',
    brand: 'Trek',
    sizes: ['S', 'M', 'L'],
    ...values,
  });

/** A product (and its model unless `productModelId` is given). */
export async function makeProduct(app: App, headers: Headers, values: Json = {}) {
  const productModelId = values.productModelId ?? (await makeProductModel(app, headers)).id;
  return post(app, headers, '/products/create-product', {
    name: 'City bike',
    priceGrid: CITY_BIKE_GRID,
    deposit: 150,
    ...values,
    productModelId,
  });
}

export const makeUnits = (app: App, headers: Headers, productId: string, units: Json[] | number) =>
  post(app, headers, '/sub-products', typeof units === 'number' ? { productId, count: units } : { productId, units });

/** A serialised product with units carrying serial numbers `${prefix}-1`, `${prefix}-2`, … */
export async function makeProductWithUnits(app: App, headers: Headers, count: number, values: Json = {}) {
  const product = await makeProduct(app, headers, values);
  const prefix = `SN${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const specs = Array.from({ length: count }, (_, i) => ({ serialNumber: `${prefix}-${i + 1}` }));
  const units = count > 0 ? await makeUnits(app, headers, product.id, specs) : [];
  return { product, units, prefix };
}

export const makeService = (app: App, headers: Headers, values: Json = {}) =>
  post(app, headers, '/service/create-service', {
    name: 'Livraison hôtel',
    pricingMode: 'PER_ORDER',
    price: 15,
    ...values,
  });

export const makePack = (app: App, headers: Headers, values: Json) =>
  post(app, headers, '/pack/create-pack', {
    name: 'Pack',
    type: 'PRODUCT',
    priceGrid: { days: [{ days: 1, price: 45 }] },
    ...values,
  });
