import { expect, test } from '@playwright/test';
import { newOrderToPay, post, seriousViolations } from './support/card-order.ts';
import { linkInMailbox, useEnglish } from './support/session.ts';

/** An order of the demo shop (35.00 to pay) for a new customer, and its link as mailed to them. */
async function orderToPay(suffix: string) {
  const { order, email, shop } = await newOrderToPay(suffix);
  await post(shop, `/v2/order/solveOrderMessage/${order.id}`, { reply: 'Here is your order.' });
  return { order, link: await linkInMailbox(email, order.id) };
}

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
