import { expect, test } from '@playwright/test';
import { newOrderToPay, seriousViolations } from './support/card-order.ts';
import { DEMO, linkInMailbox, logIn, useEnglish } from './support/session.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('on a phone, staff mail a payment link and the customer pays it by card from the mail', async ({ page }) => {
  await useEnglish(page);
  const { order, email } = await newOrderToPay(`L${Date.now().toString(36).toUpperCase()}`);
  const amount = `€${order.totalTTC.toFixed(2)}`;

  await logIn(page, DEMO.manager.email, DEMO.manager.password, `/dashboard/orders/${order.id}`);
  await page.getByRole('button', { name: 'Send a payment link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a payment link' });
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue(
    order.totalTTC.toFixed(2).replace(/\.00$/, ''),
  );
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create the link' }).click();
  await expect(page.getByText(`Link sent to ${email}`)).toBeVisible();

  const link = await linkInMailbox(email, order.id);
  expect(link).toContain('&link=');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: `Payment requested: ${amount}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page.getByText(`Payment of ${amount} accepted. Thank you!`)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the order' }).click();
  // the link shows paid once the provider's webhook has recorded the payment
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Thank you: this payment is done.')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
