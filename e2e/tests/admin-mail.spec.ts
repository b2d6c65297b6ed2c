import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO, logIn, useEnglish } from './support/session.ts';

test('an administrator opens the undelivered mail page; it passes the accessibility checks', async ({ page }) => {
  await useEnglish(page);
  await logIn(page, DEMO.admin.email, DEMO.admin.password);
  await expect(page).toHaveURL(/\/admin\/companies/);
  await page.getByRole('link', { name: 'Undelivered mail' }).click();
  await expect(page).toHaveURL(/\/admin\/mail/);
  await expect(page.getByRole('heading', { name: 'Undelivered mail' })).toBeVisible();
  // the demo runs without SMTP: mail stays in the development mailbox and none is given up
  await expect(page.getByText('No undelivered mail.')).toBeVisible();
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
