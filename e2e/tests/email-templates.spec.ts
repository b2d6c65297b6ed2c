import { expect, test } from '@playwright/test';

test('a manager edits an email template and sees the mail rendered in a sandboxed preview', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hirebase.language', 'en'));
  await page.goto('/login');
  await page.getByLabel('Email').fill('manager@demo.hirebase.test');
  await page.getByLabel('Password', { exact: true }).fill('hirebase-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: /^Hello / })).toBeVisible();

  await page.goto('/dashboard/settings/emails');
  await page.getByRole('navigation', { name: 'Emails' }).getByText('Cancellation').click();
  await expect(page.getByTestId('preview-subject')).toContainText('is cancelled', { timeout: 30_000 });

  const subject = page.getByLabel('Subject');
  await subject.fill('Booking {{order.number}} cancelled for {{customer.firstName}}');
  await expect(page.getByTestId('preview-subject')).toHaveText('Booking 1042 cancelled for Camille');
  const frame = page.frameLocator('iframe[title="Email preview"]');
  await expect(frame.getByText('View my booking')).toBeVisible();
  await expect(page.locator('iframe[title="Email preview"]')).toHaveAttribute('sandbox', '');
});
