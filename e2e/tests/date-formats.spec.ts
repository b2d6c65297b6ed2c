import { expect, test } from '@playwright/test';
import { DEMO, logIn, useEnglish } from './support/session.ts';

/** An instant as a day of the shop's calendar (Paris), day first: what the app writes in every language. */
const parisDay = (ms: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(ms)
    .replace(/\./g, '/');

test('the order editor and the counter write dates the same way in English, whatever the browser', async ({ page }) => {
  test.setTimeout(90_000);
  await useEnglish(page);
  await logIn(page, DEMO.manager.email, DEMO.manager.password, '/dashboard/orders/new');
  await expect(page).toHaveURL(/\/dashboard/);

  await page.getByRole('button', { name: 'Today', exact: true }).click();
  const start = page.getByRole('textbox', { name: /^Start date/ });
  await expect(start).toHaveAttribute('data-dates-input', 'true');
  await expect(start).toHaveValue(parisDay(Date.now()));

  await page.goto('/dashboard/counter/quick?action=book');
  const before = Date.now();
  await page.getByText('1 h', { exact: true }).click();
  const end = page.getByRole('button', { name: /^End of the rental/ });
  await expect(end).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  const shown = (await end.textContent()) ?? '';
  expect([parisDay(before + 3_600_000), parisDay(Date.now() + 3_600_000)]).toContain(shown.slice(0, 10));
});
