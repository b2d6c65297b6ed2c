import { expect, test } from '@playwright/test';
import { post, seriousViolations } from './support/card-order.ts';
import { chooseDays, openStoreProduct, signedInApi, weekend } from './support/store.ts';

test.use({ viewport: { width: 390, height: 844 } });

const SLUG = 'cycles-et-glisse';

/** A bike of the demo shop with three units, for this journey alone (other journeys book the shop's own). */
async function demoShopBike(suffix: string) {
  const shop = await signedInApi();
  const name = `Gravel ${suffix}`;
  const model = await post(shop, '/v2/products/create-product-model', { name, verticale: 'BIKE', brand: 'Origine' });
  const product = await post(shop, '/v2/products/create-product', {
    name,
    productModelId: model.id,
    stockMode: 'QUANTITY',
    quantity: 3,
    priceGrid: { days: [{ days: 1, price: 30 }], extraDay: 20 },
    insuranceEligible: true,
  });
  // the shop offers its rental insurance as an option: 2.00 per bike and day
  await post(shop, '/v2/company/tulip/updateSettings', {
    insuranceMode: 'on_option',
    price: { method: 'PER_ITEM_DAY', percent: 0, perItemDay: 2, minimum: null },
  });
  return { id: product.id as string, name };
}

test('a customer on a phone books two bikes for next weekend and finds them held in the cart', async ({ page }) => {
  const bike = await demoShopBike(Date.now().toString(36));
  const { saturday, sunday } = weekend();

  await openStoreProduct(page, SLUG, bike.name, { search: true });
  // the first tap turns the month, though the calendar's script only starts loading with it
  const month = page.locator('.calendar-head h3');
  const opening = new Date(Date.parse(`1 ${await month.textContent()} 12:00Z`));
  opening.setUTCMonth(opening.getUTCMonth() + 1);
  const next = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(opening);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(month).toHaveText(next);
  await chooseDays(page, saturday, sunday);
  await expect(page.getByText('3 free for these dates')).toBeVisible();
  // the store's price for the weekend, for one bike, then for two
  const price = page.locator('.booking .price');
  await expect(price).toHaveText(/^€\d+\.\d\d for these dates$/);
  const one = Number((await price.textContent())!.match(/€(\d+\.\d\d)/)![1]);
  await page.getByLabel('Quantity').selectOption('2');
  await expect(price).toHaveText(`€${(2 * one).toFixed(2)} for these dates`);
  await page.getByLabel(/^Antivol/).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to your cart: held for you for 15 minutes.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart (2)' })).toBeVisible();

  await page.getByRole('link', { name: 'See the cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^Held for you for 1[45]:\d\d$/);
  const lines = page.locator('.cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: bike.name })).toContainText('Quantity: 2');
  await page.getByRole('button', { name: 'Remove Antivol' }).click();
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(bike.name);
  await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
  // two bikes for two days: 8.00 of insurance, added to the total when ticked
  const total = page.locator('.cart-totals div').first().locator('dd');
  const before = Number((await total.textContent())!.match(/(\d+\.\d\d)/)![1]);
  // the box follows the cart's answer
  const insurance = page.getByLabel('Add the rental insurance: €8.00');
  await insurance.click();
  await expect(insurance).toBeChecked();
  await expect(total).toHaveText(`€${(before + 8).toFixed(2)}`);
  await expect(page.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', `/store/${SLUG}/checkout`);
  expect(await seriousViolations(page)).toEqual([]);
});
