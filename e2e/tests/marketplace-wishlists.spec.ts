import { expect, test } from '@playwright/test';
import { post, seriousViolations } from './support/card-order.ts';
import { useEnglish } from './support/session.ts';
import { openStoreProduct, signedInApi } from './support/store.ts';

test.use({ viewport: { width: 390, height: 844 } });

const CUSTOMER = { email: 'client@demo.hirebase.test', password: 'hirebase-demo' };
const SLUG = 'cycles-et-glisse';

/** A product of the demo shop for this journey alone, on its store. */
async function demoShopProduct(name: string) {
  const shop = await signedInApi();
  const model = await post(shop, '/v2/products/create-product-model', { name, verticale: 'BIKE' });
  await post(shop, '/v2/products/create-product', {
    name,
    productModelId: model.id,
    priceGrid: { halfDay: 20, days: [{ days: 1, price: 35 }], extraDay: 25 },
  });
  await shop.dispose();
}

test('a marketplace customer keeps a shop product with the heart of its page, on their phone; a visitor is offered the login', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const tandem = `Tandem ${suffix}`;
  await demoShopProduct(tandem);
  await useEnglish(page);
  const login = await page.request.post('/v2/login/rental-place', { data: CUSTOMER });
  expect(login.ok(), `login: ${login.status()}`).toBe(true);
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { name: 'My wishlists' })).toBeVisible();

  // a new list is the latest: the heart keeps products there
  const name = `Weekend ${suffix}`;
  await page.getByLabel('New list').fill(name);
  await page.getByRole('button', { name: 'Create list' }).click();
  const card = page.getByTestId('wishlist').filter({ hasText: name });
  await expect(card).toContainText('0 products');

  await openStoreProduct(page, SLUG, tandem, { search: true });
  const heart = page.getByRole('button', { name: `Keep ${tandem} in my favourites` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Added to your favourites.')).toBeVisible();
  const productPage = page.url();

  await page.goto('/marketplace');
  await expect(card).toContainText('1 product');
  await card.getByRole('button', { name: 'Show products' }).click();
  await expect(card.getByText(tandem)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // back on the product page the heart reads the lists at once: pressed, and a tap takes the product off
  await page.goto(productPage);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Removed from your favourites.')).toBeVisible();

  await page.goto('/marketplace');
  await expect(card).toContainText('0 products');
  await card.getByRole('button', { name: 'Delete' }).click();
  await card.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByTestId('wishlist').filter({ hasText: name })).toHaveCount(0);

  // a visitor's tap: no list to keep it in, the login is offered and comes back to the product
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const stranger = await visitor.newPage();
  await stranger.goto(productPage);
  await stranger.getByRole('button', { name: `Keep ${tandem} in my favourites` }).click();
  await expect(stranger.getByText('Log in to keep products in your favourites.')).toBeVisible();
  const offer = stranger.getByRole('link', { name: 'Log in', exact: true });
  await expect(offer).toBeFocused();
  expect(new URL((await offer.getAttribute('href')) ?? '', productPage).searchParams.get('next')).toBe(
    new URL(productPage).pathname,
  );
  expect(await seriousViolations(stranger)).toEqual([]);
  await visitor.close();
});
