import { expect, type Page, type Response, test } from '@playwright/test';
import { DEMO, logIn, useEnglish } from './support/session.ts';

/** Every API call the page made that the server refused as forbidden. */
function watchForbidden(page: Page) {
  const refused: string[] = [];
  page.on('response', (response: Response) => {
    if (response.status() === 403 && new URL(response.url()).pathname.startsWith('/v2/')) {
      refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    }
  });
  return refused;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const main = (page: Page) => page.getByRole('main');

/** Clicks the buttons named like the screen's primary actions, when the screen offers them and they are enabled. */
async function clickOffered(page: Page, names: RegExp) {
  const buttons = main(page).getByRole('button', { name: names });
  for (const button of await buttons.all()) {
    if ((await button.isVisible()) && (await button.isEnabled())) {
      await button.click();
      await page.waitForLoadState('networkidle');
      await page.keyboard.press('Escape');
    }
  }
}

test('the demo employee is offered only what their access allows, and nothing offered is refused', async ({ page }) => {
  test.setTimeout(180_000);
  await useEnglish(page);
  const refused = watchForbidden(page);
  await logIn(page, DEMO.staff.email, DEMO.staff.password);
  await expect(page).toHaveURL(/\/dashboard/);

  // No access to settings or employees: not in the navigation, and their address says why without calling the API.
  await expect(nav(page).getByRole('link', { name: 'Catalogue' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Employees' })).toHaveCount(0);
  await page.goto('/dashboard/settings');
  await expect(main(page).getByRole('alert').first()).toBeVisible();
  await page.goto('/dashboard/employees');
  await expect(main(page).getByRole('alert').first()).toBeVisible();

  // Catalogue, read-only: lists without new / duplicate / delete, editors read-only with the reason, export only.
  await page.goto('/dashboard/catalogue');
  await expect(main(page).getByText('Read-only')).toBeVisible();
  for (const tab of ['Products', 'Packs', 'Services']) {
    await main(page).getByRole('tab', { name: tab }).click();
    const open = main(page)
      .getByRole('link', { name: /^Open / })
      .first();
    await expect(open).toBeVisible();
    await expect(main(page).getByRole('link', { name: /^New / })).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: /^(Duplicate|Delete) / })).toHaveCount(0);
    await open.click();
    await expect(main(page).getByText('Read-only')).toBeVisible();
    await expect(main(page).getByRole('textbox').first()).toBeDisabled();
    await expect(main(page).getByRole('button', { name: /^(Save|Create)/ })).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: /^(Add units|Edit|Delete)/ })).toHaveCount(0);
    await page.goBack();
  }
  await main(page).getByRole('link', { name: 'Export the catalogue (CSV)' }).click();
  const download = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Export the catalogue (CSV)' }).click();
  await download;
  await expect(main(page).getByRole('button', { name: 'Start import' })).toHaveCount(0);

  // Pricing is part of the catalogue: every section is read-only.
  await nav(page).getByRole('link', { name: 'Pricing' }).click();
  for (const tab of ['Price rules', 'Periodic discounts', 'Promo codes', 'Universes', 'Product setup']) {
    await main(page).getByRole('tab', { name: tab }).click();
    await expect(main(page).getByText('Read-only')).toBeVisible();
    await expect(main(page).getByRole('button', { name: /^(New|Edit|Delete)/ })).toHaveCount(0);
  }

  // Customers, orders and the counter are the employee's to change: their primary controls answer.
  await nav(page).getByRole('link', { name: 'Customers' }).click();
  await main(page).getByRole('table').getByRole('link').first().click();
  await expect(main(page).getByRole('button', { name: 'Save' })).toBeVisible();
  await clickOffered(page, /^Save$/);

  await nav(page).getByRole('link', { name: 'Orders' }).click();
  await main(page).getByRole('table').getByRole('link').first().click();
  await expect(
    main(page)
      .getByText(/^Order no\./)
      .first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');

  await nav(page).getByRole('link', { name: 'Counter' }).click();
  await expect(main(page).getByRole('button', { name: 'Quick order settings' })).toHaveCount(0);
  for (const tab of ['Today', 'Quick order', 'Requests', 'Waiting list']) {
    await main(page).getByRole('tab', { name: tab }).click();
    await page.waitForLoadState('networkidle');
  }

  expect(refused).toEqual([]);
});
