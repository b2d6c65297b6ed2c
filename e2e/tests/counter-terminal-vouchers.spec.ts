import { expect, test } from '@playwright/test';
import { newOrderToPay, seriousViolations } from './support/card-order.ts';
import { DEMO, logIn, useEnglish } from './support/session.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, part of an order is paid on the sandbox terminal and the rest in holiday vouchers', async ({
  page,
  context,
}) => {
  // three accessibility checks and two devices' round trips: the time of a long journey
  test.setTimeout(120_000);
  await useEnglish(page);
  const { order } = await newOrderToPay(`V${Date.now().toString(36).toUpperCase()}`);
  // in cents: a total of 79.35 less 20 is 59.349999999999994 in floating point
  const rest = (Math.round(order.totalTTC * 100) - 2000) / 100;

  await logIn(page, DEMO.manager.email, DEMO.manager.password, `/dashboard/orders/${order.id}`);
  await expect(page).toHaveURL(/\/dashboard/);
  // the order page's code and words load first: longer than a step within it
  await expect(page.getByText(`Left to pay: €${order.totalTTC.toFixed(2)}`)).toBeVisible({ timeout: 30_000 });

  // 20.00 on the terminal: the customer's card is accepted (played on the sandbox terminal)
  await page.getByRole('button', { name: 'Pay on terminal' }).click();
  const terminal = page.getByRole('dialog', { name: 'Payment on the card terminal' });
  await terminal.getByRole('textbox', { name: 'Amount' }).fill('20');
  await terminal.getByRole('button', { name: 'Send to the terminal' }).click();
  await expect(terminal.getByText("Waiting for the customer's card on the terminal…")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await terminal.getByRole('button', { name: 'Card accepted' }).click();
  await expect(terminal.getByRole('status')).toHaveText('Payment accepted');
  await terminal.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByText(`Left to pay: €${rest.toFixed(2)}`)).toBeVisible();

  // the rest in holiday vouchers: the customer opens the scheme's page from the QR code and confirms
  await page.getByRole('button', { name: 'Holiday vouchers (ANCV)' }).click();
  const vouchers = page.getByRole('dialog', { name: 'Payment by holiday vouchers (ANCV)' });
  await expect(vouchers.getByRole('textbox', { name: 'Amount' })).toHaveValue(String(rest));
  await vouchers.getByRole('button', { name: 'Show the QR code' }).click();
  await expect(vouchers.getByRole('img', { name: 'QR code to scan with the ANCV app' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const pageUrl = await vouchers.getByRole('link', { name: 'Open the authentication page' }).getAttribute('href');

  const phone = await context.newPage();
  await useEnglish(phone);
  await phone.goto(pageUrl as string);
  await expect(phone.getByText(`€${rest.toFixed(2)} in holiday vouchers`)).toBeVisible();
  await phone.getByRole('textbox', { name: 'ANCV account number' }).fill('1000000001');
  expect(await seriousViolations(phone)).toEqual([]);
  await phone.getByRole('button', { name: 'Confirm the payment' }).click();
  await expect(phone.getByRole('status')).toHaveText('Vouchers accepted: the payment is recorded');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();
  // back at the counter: the voucher payment is recorded and the order is paid
  await vouchers.getByRole('button', { name: 'Close' }).last().click();
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Left to pay: €0.00')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
