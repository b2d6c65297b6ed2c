import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO } from './support/session.ts';

const PHONE = { width: 390, height: 844 };

test('the manager reads the balance and payouts on a desktop and a phone, accessible', async ({ page }) => {
  const login = await page.request.post('/v2/login/user/login/dashboard', { data: DEMO.manager });
  expect(login.ok()).toBe(true);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Balance and payouts' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payments\/balance$/);
  await expect(page.getByRole('heading', { name: 'Balance and payouts' })).toBeVisible();
  await expect(page.getByText('Available', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payouts', exact: true })).toBeVisible();
  await expect(page.getByText('No payout yet.')).toBeVisible();
  await expect(page.getByText('No invoice yet.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => v.id)).toEqual([]);

  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { name: 'Balance and payouts' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
