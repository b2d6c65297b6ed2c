import { expect, request, test } from '@playwright/test';
import { post, seriousViolations } from './support/card-order.ts';
import { DEMO, useEnglish } from './support/session.ts';

test.use({ viewport: { width: 390, height: 844 } });

const CUSTOMER = { email: 'client@demo.hirebase.test', password: 'hirebase-demo' };

/** A product of the demo shop, as its store shows it: what a wishlist names. */
async function demoShopProduct(suffix: string) {
  const baseURL = test.info().project.use.baseURL;
  const login = await (await request.newContext({ baseURL })).post('/v2/login/user/login/dashboard', {
    data: DEMO.manager,
  });
  const { token, company } = (await login.json()) as { token: string; company: { id: string } };
  const shop = await request.newContext({ baseURL, extraHTTPHeaders: { 'x-access-token': token } });
  const model = await post(shop, '/v2/products/create-product-model', { name: `Tandem ${suffix}`, verticale: 'BIKE' });
  const product = await post(shop, '/v2/products/create-product', {
    name: `Tandem ${suffix}`,
    productModelId: model.id,
    priceGrid: { halfDay: 20, days: [{ days: 1, price: 35 }], extraDay: 25 },
  });
  return { companyId: company.id, productId: product.id as string, name: `Tandem ${suffix}` };
}

test('a marketplace customer keeps a wishlist of shop products on their phone', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const tandem = await demoShopProduct(suffix);
  await useEnglish(page);
  const login = await page.request.post('/v2/login/rental-place', { data: CUSTOMER });
  expect(login.ok(), `login: ${login.status()}`).toBe(true);
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { name: 'My wishlists' })).toBeVisible();

  const name = `Weekend ${suffix}`;
  await page.getByLabel('New list').fill(name);
  await page.getByRole('button', { name: 'Create list' }).click();
  const card = page.getByTestId('wishlist').filter({ hasText: name });
  await expect(card).toContainText('0 products');

  // the store's product page adds products; here the call it makes, with the customer's session
  const { items } = (await (await page.request.get(`/v2/wishlist?name=${encodeURIComponent(name)}`)).json()) as {
    items: { id: string }[];
  };
  const added = await page.request.put('/v2/wishlist', {
    data: { id: items[0]?.id, add: [{ companyId: tandem.companyId, productId: tandem.productId }] },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await page.reload();
  await expect(card).toContainText('1 product');
  await card.getByRole('button', { name: 'Show products' }).click();
  await expect(card.getByText(tandem.name)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('button', { name: `Remove ${tandem.name} from the list` }).click();
  await expect(card.getByText('This list is empty.', { exact: false })).toBeVisible();
  await card.getByRole('button', { name: 'Delete' }).click();
  await card.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByTestId('wishlist').filter({ hasText: name })).toHaveCount(0);
});
