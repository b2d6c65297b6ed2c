import { type APIRequestContext, expect, test } from '@playwright/test';
import { post, seriousViolations } from './support/card-order.ts';
import { DEMO, logIn, useEnglish } from './support/session.ts';
import { drawSignature } from './support/signature.ts';
import { chooseDays, expectNoSideScroll, mailedLink, payWithTestCard, signedInApi, weekend } from './support/store.ts';

const SLUG = 'cycles-et-glisse';

/**
 * A bike of the demo shop with a deposit, and a pack of it with a helmet, for this journey alone (other journeys book
 * the shop's own products); the demo shop's services (Antivol) are offered with every item.
 */
async function bikeAndPack(shop: APIRequestContext, suffix: string) {
  const product = async (name: string, deposit: number) => {
    const model = await post(shop, '/v2/products/create-product-model', { name, verticale: 'BIKE', brand: 'Origine' });
    return (await post(shop, '/v2/products/create-product', {
      name,
      productModelId: model.id,
      stockMode: 'QUANTITY',
      quantity: 4,
      priceGrid: { days: [{ days: 1, price: 30 }], extraDay: 20 },
      deposit,
    })) as { id: string; name: string };
  };
  const bike = await product(`Trekking ${suffix}`, 250);
  const helmet = await product(`Helmet ${suffix}`, 0);
  const pack = (await post(shop, '/v2/pack/create-pack', {
    name: `Ride ${suffix}`,
    type: 'PRODUCT',
    items: [{ productId: bike.id }, { productId: helmet.id }],
    priceGrid: { days: [{ days: 1, price: 36 }], extraDay: 24 },
    online: true,
  })) as { id: string; name: string };
  return { bike, pack };
}

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, a customer books two bikes in a pack with a service, pays by card, leaves the deposit and signs; the shop sees the order on its planning', async ({
  page,
  browser,
}) => {
  // the longest journey: a card payment, a deposit hold and a signature, each confirmed by the server's jobs
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36).toUpperCase();
  const shop = await signedInApi();
  const { bike, pack } = await bikeAndPack(shop, suffix);
  const put = await shop.put('/v2/company/onlineStoreCheckoutMode', { data: { checkoutMode: 'PAY_ONLINE' } });
  expect(put.ok(), await put.text()).toBe(true);
  const { saturday, sunday } = weekend();
  const email = `rider-${suffix.toLowerCase()}@example.test`;
  await useEnglish(page);

  // the store, then the bike's page: the weekend, the pack for two, a lock for each bike
  await page.goto(`/store/${SLUG}?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cycles & Glisse' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSideScroll(page);
  await page.getByRole('searchbox', { name: 'Search for an item' }).fill(bike.name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: new RegExp(bike.name) }).click();
  await expect(page.getByRole('heading', { level: 1, name: bike.name })).toBeVisible();
  await chooseDays(page, saturday, sunday);
  await page.getByRole('radio', { name: pack.name }).check();
  await expect(page.getByText(`Includes: 1 × ${bike.name}, 1 × Helmet ${suffix}`)).toBeVisible();
  await page.getByLabel('Quantity').selectOption('2');
  await page.getByLabel(/^Antivol/).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to your cart: held for you for 15 minutes.')).toBeVisible();

  await page.getByRole('link', { name: 'See the cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^Held for you for 1[45]:\d\d$/);
  const lines = page.locator('.cart-line');
  await expect(lines.filter({ hasText: pack.name })).toContainText('Quantity: 2');
  await expect(lines.filter({ hasText: 'Antivol' })).toContainText('Quantity: 2');
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSideScroll(page);

  // the checkout: details, the whole amount online, the terms
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your booking' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Inès');
  await page.getByRole('textbox', { name: 'Last name' }).fill(`Rider ${suffix}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  const full = page.getByRole('radio', { name: /^Pay the whole amount online/ });
  await full.check();
  const total = ((await full.locator('xpath=..').textContent()) as string).match(/€\d+\.\d\d/)![0];
  await expect(page.getByText('The deposit of €500.00 will be held on your card, not charged.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I accept the rental terms and conditions' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSideScroll(page);
  await page.getByRole('button', { name: 'Pay and book' }).click();

  await payWithTestCard(page, total);
  await expect(page.getByText(`Payment of ${total} accepted. Thank you!`)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the order' }).click();
  const heading = page.getByRole('heading', { name: /^Order #\d+$/ });
  await expect(heading).toBeVisible();
  const number = Number((await heading.textContent())!.replace('Order #', ''));
  // the page asks again until the provider's webhook has recorded the payment
  await expect(page.getByText('Left to pay', { exact: true }).locator('..')).toContainText('€0.00', {
    timeout: 30_000,
  });
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSideScroll(page);

  // the deposit, from the link the shop mailed with the order
  await page.goto(await mailedLink(email, /https?:\/\/\S*\/your-order\/\S*&link=\S+/));
  await expect(page.getByRole('heading', { name: 'Deposit requested: €500.00' })).toBeVisible();
  await page.getByRole('button', { name: 'Leave a deposit of €500.00' }).click();
  await payWithTestCard(page, '€500.00');
  await expect(page.getByText('€500.00 held on your card.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the order' }).click();
  await expect(page.getByText('Thank you: your deposit is held on your card.')).toBeVisible({ timeout: 30_000 });

  // the contract, signed on the phone
  const contract = page.getByRole('article', { name: 'Rental agreement' });
  await expect(contract.getByText('To sign')).toBeVisible({ timeout: 30_000 });
  await contract.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByRole('textbox', { name: 'Your full name' })).toHaveValue(`Inès Rider ${suffix}`);
  await drawSignature(page);
  await page.getByRole('checkbox', { name: /I have read this document and I sign it electronically/ }).check();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(contract.getByText(/^Signed on /)).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSideScroll(page);

  // the shop, at its desk, finds the order on the planning of the weekend, paid
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const manager = await desk.newPage();
  await useEnglish(manager);
  await logIn(
    manager,
    DEMO.manager.email,
    DEMO.manager.password,
    `/dashboard/orders/planning?zoom=week&day=${saturday}&products=${bike.id}`,
  );
  await manager.getByTestId(`planning-bar-${number}`).first().click();
  await expect(manager.getByRole('heading', { level: 1, name: `Order no. ${number}` })).toBeVisible();
  await expect(manager.getByText(`Paid · ${total}`)).toBeVisible();
  const payments = manager.getByRole('region', { name: 'Payments' });
  await expect(payments.getByText('Left to pay: €0.00')).toBeVisible();
  await expect(payments.getByRole('article', { name: 'Deposit €500.00' }).first()).toContainText('held');
  await desk.close();
  await shop.dispose();
});
