import { type Browser, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/card-order.ts';
import { logIn, useEnglish } from './support/session.ts';
import {
  chooseDays,
  expectNoSideScroll,
  openStoreProduct,
  payWithTestCard,
  shopOfItsOwn,
  weekend,
} from './support/store.ts';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** `€12.34` as a number of cents. */
const centsOf = (text: string) => Math.round(Number(text.match(/€(\d+\.\d\d)/)![1]) * 100);
const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

/** From a product page: the weekend in the cart, then the checkout with the customer's details filled in. */
async function checkOutTheWeekend(page: Page, customer: { first: string; last: string; email: string }) {
  const { saturday, sunday } = weekend();
  await chooseDays(page, saturday, sunday);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'See the cart' }).click();
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your booking' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill(customer.first);
  await page.getByRole('textbox', { name: 'Last name' }).fill(customer.last);
  await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await page.getByRole('checkbox', { name: 'I accept the rental terms and conditions' }).check();
}

async function phoneOf(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await useEnglish(page);
  return page;
}

test('on phones, one customer pays a down payment by card and cancels, another pays in the shop, where the counter records it', async ({
  page,
  browser,
}) => {
  // two phones' and a desk's pages on two shared cores: 2.0 min under a load of 16, so more than the default
  test.setTimeout(150_000);
  const suffix = Date.now().toString(36).toUpperCase();
  const { slug, manager, name, shop } = await shopOfItsOwn(`Paddles ${suffix}`, {
    checkoutMode: 'PAY_ONLINE_OR_ON_SITE',
    partPayment: { enabled: true, type: 'PERCENTAGE', value: 30 },
  });
  await useEnglish(page);

  // customer A: a 30% down payment by card, the rest left to pay in the shop
  await openStoreProduct(page, slug, name);
  const productPage = page.url();
  await checkOutTheWeekend(page, { first: 'Ana', last: `Down ${suffix}`, email: `down-${suffix}@example.test` });
  const full = page.getByRole('radio', { name: /^Pay the whole amount online/ });
  const total = centsOf((await full.locator('xpath=..').textContent()) ?? '');
  const down = page.getByRole('radio', {
    name: /^Pay a 30% down payment online \(€\d+\.\d\d\), the rest in the shop$/,
  });
  await expect(page.getByRole('radio', { name: 'Pay in the shop at pick-up' })).toBeVisible();
  await down.check();
  const downCents = centsOf((await down.locator('xpath=..').textContent()) ?? '');
  expect(downCents).toBe(Math.round(total * 0.3));
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Pay and book' }).click();
  await payWithTestCard(page, euros(downCents));
  await expect(page.getByText(`Payment of ${euros(downCents)} accepted. Thank you!`)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the order' }).click();
  await expect(page.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
  // the page asks again until the provider's webhook has recorded the payment
  const balance = page.getByRole('region', { name: 'Left to pay' });
  await expect(balance.getByText('Left to pay', { exact: true }).locator('..')).toContainText(
    euros(total - downCents),
    {
      timeout: 30_000,
    },
  );
  await expect(balance).toContainText(`Already paid: ${euros(downCents)} of ${euros(total)}.`);
  await expectNoSideScroll(page);

  // customer B, on another phone: to pay in the shop
  const other = await phoneOf(browser);
  await other.goto(productPage);
  await checkOutTheWeekend(other, { first: 'Ben', last: `Counter ${suffix}`, email: `counter-${suffix}@example.test` });
  await other.getByRole('radio', { name: 'Pay in the shop at pick-up' }).check();
  await other.getByRole('button', { name: 'Confirm the booking' }).click();
  await expect(other.getByRole('heading', { level: 1, name: /^Booking no\. \d+$/ })).toBeVisible();
  await expect(other.getByText('Confirmed, to pay in the shop')).toBeVisible();
  await expect(other.getByRole('link', { name: /^Pay / })).toHaveCount(0);
  const orderId = new URL(other.url()).pathname.split('/').at(-1);
  expect(await seriousViolations(other)).toEqual([]);
  await expectNoSideScroll(other);
  await other.context().close();

  // customer A changes their mind: within the shop's policy the cancellation is at once, the card refunded
  const cancel = page.getByRole('region', { name: 'Cancel the order' });
  await cancel.getByRole('button', { name: 'Cancel my order' }).click();
  await cancel.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(cancel.getByText(/^Order cancelled on /)).toBeVisible();
  await expect(
    cancel.getByText(`We refunded ${euros(downCents)} to the card you paid with`, { exact: false }),
  ).toBeVisible();

  // the shop's counter: B's order unpaid, then paid in cash when B picks up
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const counter = await desk.newPage();
  await useEnglish(counter);
  await logIn(counter, manager.email, manager.password, `/dashboard/orders/${orderId}`);
  const payments = counter.getByRole('region', { name: 'Payments' });
  await expect(payments.getByText(`Left to pay: ${euros(total)}`)).toBeVisible({ timeout: 30_000 });
  await payments.getByRole('button', { name: 'Record a payment' }).click();
  const record = counter.getByRole('dialog', { name: 'Record a payment' });
  await record.getByRole('button', { name: 'Record' }).click();
  await expect(payments.getByText('Left to pay: €0.00')).toBeVisible();
  await desk.close();
  await shop.dispose();
});
