import { expect, request, test } from '@playwright/test';
import { post, seriousViolations } from './support/card-order.ts';
import { DEMO } from './support/session.ts';

test.use({ viewport: { width: 390, height: 844 } });

const SLUG = 'cycles-et-glisse';

/** A bike of the demo shop with three units, for this journey alone (other journeys book the shop's own). */
async function demoShopBike(suffix: string) {
  const baseURL = test.info().project.use.baseURL;
  const login = await (await request.newContext({ baseURL })).post('/v2/login/user/login/dashboard', {
    data: DEMO.manager,
  });
  const { token } = (await login.json()) as { token: string };
  const shop = await request.newContext({ baseURL, extraHTTPHeaders: { 'x-access-token': token } });
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

/** The next Saturday and Sunday in the shop's time zone (YYYY-MM-DD), at least a day away. */
function nextWeekend() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  let day = new Date(`${today}T12:00:00Z`);
  do day = new Date(day.getTime() + 86_400_000);
  while (day.getUTCDay() !== 6);
  const saturday = day.toISOString().slice(0, 10);
  const sunday = new Date(day.getTime() + 86_400_000).toISOString().slice(0, 10);
  return { today, saturday, sunday };
}

test('a customer on a phone books two bikes for next weekend and finds them held in the cart', async ({ page }) => {
  const bike = await demoShopBike(Date.now().toString(36));
  const { today, saturday, sunday } = nextWeekend();

  await page.goto(`/store/${SLUG}?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cycles & Glisse' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search for an item' }).fill(bike.name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: new RegExp(bike.name) }).click();
  await expect(page.getByRole('heading', { level: 1, name: bike.name })).toBeVisible();

  // the calendar comes to life on the first touch: the weekend's month, then its two days
  const monthOfWeekend = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${saturday}T12:00:00Z`),
  );
  const month = page.locator('.calendar-head h3');
  if (saturday.slice(0, 7) !== today.slice(0, 7)) {
    await expect(async () => {
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect(month).toHaveText(monthOfWeekend, { timeout: 2000 });
    }).toPass();
  } else await page.locator(`[data-day="${saturday}"]`).focus();
  const saturdayButton = page.locator(`[data-day="${saturday}"]`);
  await expect(page.locator('.calendar-grid[data-ready="true"]')).toBeVisible();
  await expect(saturdayButton).not.toHaveAttribute('aria-disabled', 'true');
  await saturdayButton.click();
  await page.locator(`[data-day="${sunday}"]`).click();
  await expect(page.locator(`[data-day="${sunday}"]`)).toHaveAttribute('aria-pressed', 'true');
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
