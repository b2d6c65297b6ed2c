import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { DEMO } from './session.ts';

const DAY_MS = 86_400_000;

export async function post(api: APIRequestContext, url: string, data: object) {
  const response = await api.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** An order of the demo shop (35.00 to pay) for a new customer with an email, and the shop's API session. */
export async function newOrderToPay(suffix: string) {
  const baseURL = test.info().project.use.baseURL;
  const login = await (await request.newContext({ baseURL })).post('/v2/login/user/login/dashboard', {
    data: DEMO.manager,
  });
  const { token } = (await login.json()) as { token: string };
  const shop = await request.newContext({ baseURL, extraHTTPHeaders: { 'x-access-token': token } });
  const model = await post(shop, '/v2/products/create-product-model', {
    name: `Paddle ${suffix}`,
    verticale: 'BIKE',
    brand: 'Origine',
    sizes: ['M'],
  });
  const product = await post(shop, '/v2/products/create-product', {
    name: `Paddle ${suffix}`,
    productModelId: model.id,
    stockMode: 'QUANTITY',
    quantity: 3,
    priceGrid: { halfDay: 20, days: [{ days: 1, price: 35 }], extraDay: 25 },
  });
  const start = Math.ceil(Date.now() / DAY_MS) * DAY_MS + 3 * DAY_MS + 9 * 3_600_000;
  const email = `payer-${suffix.toLowerCase()}@example.test`;
  const order = (await post(shop, '/v2/order/createOrder', {
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + DAY_MS).toISOString(),
    ignoreOpeningHours: true,
    customer: { firstName: 'Paul', lastName: `Payer ${suffix}`, email, language: 'en' },
    products: [{ productId: product.id, quantity: 1 }],
  })) as { id: string; number: number; totalTTC: number };
  return { order, email, shop };
}

export const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);
