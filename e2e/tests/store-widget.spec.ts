import { expect, test } from '@playwright/test';
import { post, seriousViolations } from './support/card-order.ts';
import { chooseDays, expectNoSideScroll, signedInApi, weekend } from './support/store.ts';

const SLUG = 'cycles-et-glisse';
/**
 * The shop's own website, another site than the store's (`127.0.0.1`), served by the test: the store reaches it only
 * through the widget. Chromium asks a page whose address is not local before it loads a script from the loopback
 * server the tests run (local network access): granted here, a real shop's site and store both being public.
 */
const SHOP_SITE = 'http://localhost:3999';

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-GB', permissions: ['local-network-access'] });

test('on a phone, the booking widget on the shop’s own site shows the store framed to its height, and its checkout opens in the whole window with the cart', async ({
  page,
  baseURL,
}) => {
  const suffix = Date.now().toString(36).toUpperCase();
  const shop = await signedInApi();
  const name = `Fatbike ${suffix}`;
  const model = await post(shop, '/v2/products/create-product-model', { name, verticale: 'BIKE', brand: 'Origine' });
  await post(shop, '/v2/products/create-product', {
    name,
    productModelId: model.id,
    stockMode: 'QUANTITY',
    quantity: 2,
    priceGrid: { days: [{ days: 1, price: 30 }], extraDay: 20 },
  });
  await shop.dispose();
  // the snippet the shop pastes, as documented in the settings
  await page.route(`${SHOP_SITE}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Our bikes</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Rent our bikes</h1>
<script src="${baseURL}/widget.js" data-store="${SLUG}" async></script>
<p>Open every day.</p></main></body></html>`,
    }),
  );
  await page.goto(`${SHOP_SITE}/bikes`);

  const frameElement = page.locator('iframe[title="Online store"]');
  const store = page.frameLocator('iframe[title="Online store"]');
  await expect(store.getByRole('searchbox', { name: 'Search for an item' })).toBeVisible();
  // sized to the store's page: the host page scrolls, the frame has no scroll bar of its own
  const fits = async () => {
    const frame = await (await frameElement.elementHandle())!.contentFrame();
    const inner = await frame!.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight]);
    return inner[0]! <= inner[1]!;
  };
  await expect.poll(fits).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSideScroll(page);

  // in the frame: the product, the weekend, the cart
  await store.getByRole('searchbox', { name: 'Search for an item' }).fill(name);
  await store.getByRole('button', { name: 'Search', exact: true }).click();
  await store.getByRole('link', { name: new RegExp(name) }).click();
  await expect(store.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(fits).toBe(true);
  const { saturday, sunday } = weekend();
  await chooseDays(store, saturday, sunday);
  await store.getByRole('button', { name: 'Add to cart' }).click();
  await store.getByRole('link', { name: 'See the cart' }).click();
  await expect(store.locator('.cart-line')).toContainText(name);
  await expect.poll(fits).toBe(true);

  // the checkout leaves the frame: the shop's own address, the cart handed over
  await store.getByRole('link', { name: 'Check out' }).click();
  await expect(page).toHaveURL(`${baseURL}/store/${SLUG}/checkout`);
  expect(page.frames()).toHaveLength(1);
  await expect(page.locator('.summary .lines')).toContainText(name);
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSideScroll(page);
});
