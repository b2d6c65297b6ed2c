import { expect, test } from '@playwright/test';
import { DEMO, logIn, useEnglish } from './support/session.ts';

test('an administrator creates a company, impersonates its manager and goes back', async ({ page }) => {
  const tag = Date.now().toString(36);
  const name = `Surf Shack ${tag}`;
  await useEnglish(page);
  await logIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin\/companies/);

  await page.getByRole('button', { name: 'Create company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create company' });
  await dialog.getByLabel('Company name').fill(name);
  await expect(dialog.getByLabel('Identifier (slug)')).toHaveValue(`surf-shack-${tag}`);
  await dialog.getByLabel('Company email').fill(`hello-${tag}@surfshack.test`);
  await dialog.getByLabel('Manager email').fill(`owner-${tag}@surfshack.test`);
  await dialog.getByLabel('Manager password (optional)').fill('surf-owner-2026');
  await dialog.getByLabel('First name').fill('Maya');
  await dialog.getByLabel('Last name').fill('Leroy');
  await dialog.getByRole('button', { name: 'Create company' }).click();
  await expect(dialog).toBeHidden();

  // the new company opens at once; it is also in the list
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(`surf-shack-${tag}`)).toBeVisible();
  await page.getByRole('button', { name: 'Log in as Maya Leroy' }).click();

  await expect(page).toHaveURL(/\/dashboard/);
  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toContainText('Maya Leroy');
  await expect(banner).toContainText(DEMO.admin.email);
  await expect(page.getByRole('heading', { name: 'Hello Maya!' })).toBeVisible();

  await banner.getByRole('button', { name: 'Go back to admin' }).click();
  await expect(page).toHaveURL(/\/admin\/companies/);
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  const check = await page.request.get('/v2/login/check-token-admin');
  expect((await check.json()).role).toBe('admin');
});

test('the development mailbox is shown to administrators only', async ({ browser }) => {
  const visitor = await browser.newPage();
  await useEnglish(visitor);
  await visitor.goto('/dev/mailbox');
  await expect(visitor).toHaveURL(/\/login\?next=%2Fdev%2Fmailbox/);
  const api = await visitor.request.get('/v2/dev/mailbox');
  expect(api.status()).toBe(404);

  await logIn(visitor, DEMO.manager.email, DEMO.manager.password);
  await expect(visitor).toHaveURL(/\/dashboard/);
  await visitor.goto('/dev/mailbox');
  await expect(visitor.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect((await visitor.request.get('/v2/dev/mailbox')).status()).toBe(404);
  await visitor.close();

  const page = await browser.newPage();
  await useEnglish(page);
  await logIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin\/companies/);
  await page.getByRole('link', { name: 'Mailbox (dev)' }).click();
  await expect(page).toHaveURL(/\/dev\/mailbox/);
  await expect(page.getByRole('heading', { name: 'Development mailbox' })).toBeVisible();
  await page.close();
});

test("an administrator opens a marketplace customer's page with their bookings", async ({ page }) => {
  await useEnglish(page);
  await logIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin\/companies/);
  await page.getByRole('link', { name: 'Marketplace customers' }).click();
  await page.getByLabel('Search').fill('client@demo');
  await expect(page).toHaveURL(/q=client%40demo/);
  const row = page.getByTestId('marketplace-customer-client@demo.hirebase.test');
  await row.getByRole('link', { name: 'Open Léa Dupont' }).click();

  await expect(page).toHaveURL(/\/admin\/marketplace-customers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Léa Dupont' })).toBeVisible();
  await expect(page.getByText('client@demo.hirebase.test')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bookings in the shops' })).toBeVisible();
  // the page lists what the API answers for this account, one row per booking
  const id = page.url().split('/').pop();
  const answer = await page.request.get(`/v2/admin/rental-place-user/${id}?withOrders=true`);
  expect(answer.ok()).toBe(true);
  const { orders } = (await answer.json()) as { orders: { shopName: string }[] };
  await expect(page.getByTestId('customer-booking')).toHaveCount(orders.length);
  if (orders.length === 0) await expect(page.getByText('No bookings yet.')).toBeVisible();

  await page.getByRole('link', { name: '← Marketplace customers' }).click();
  await expect(page).toHaveURL(/\/admin\/marketplace-customers$/);
});
