import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { DEMO, linkInMailbox, useEnglish } from './support/session.ts';

const DAY_MS = 86_400_000;

async function post(api: APIRequestContext, url: string, data: object) {
  const response = await api.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** An order of the demo shop (35.00 to pay) for a new customer, and its link as mailed to them. */
async function orderToPay(suffix: string) {
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
  await post(shop, `/v2/order/solveOrderMessage/${order.id}`, { reply: 'Here is your order.' });
  return { order, link: await linkInMailbox(email, order.id) };
}

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);

test.use({ viewport: { width: 360, height: 740 } });

test('on a phone, a customer pays the balance of an order by card from its link, and the order shows paid', async ({
  page,
}) => {
  await useEnglish(page);
  const { order, link } = await orderToPay(Date.now().toString(36).toUpperCase());
  const amount = `€${order.totalTTC.toFixed(2)}`;

  await page.goto(link);
  await page.getByRole('button', { name: `Pay ${amount} by card` }).click();

  await expect(page.getByText(new RegExp(`${amount} to `))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page.getByText(`Payment of ${amount} accepted. Thank you!`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('link', { name: 'Back to the order' }).click();
  await expect(page.getByRole('heading', { name: `Order #${order.number}` })).toBeVisible();
  // the page asks again until the provider's webhook has recorded the payment
  await expect(page.getByText('Already paid')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Left to pay', { exact: true }).locator('..')).toContainText('€0.00');
  await expect(page.getByRole('button', { name: /by card/ })).toHaveCount(0);
});
