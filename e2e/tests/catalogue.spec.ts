import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, logIn, useEnglish } from './support/session.ts';

const euros = async (page: Page) => {
  const text = (await page.getByTestId('price-preview-total').textContent()) ?? '';
  return Number(text.replace(/[^\d.,]/g, '').replace(',', '.'));
};

test('a shop creates a product with three units, prints their QR labels, and a weekend rule changes its price', async ({
  page,
}) => {
  const name = `Gravel ${Date.now().toString(36)}`;
  await useEnglish(page);
  await logIn(page, DEMO.manager.email, DEMO.manager.password, '/dashboard/catalogue');
  await expect(page).toHaveURL(/\/dashboard/);

  await page.getByRole('link', { name: 'New product' }).click();
  // a product sharing a model of the demo catalogue
  await page.getByRole('checkbox', { name: 'Use an existing product model' }).check();
  await page.getByRole('combobox', { name: 'Product model' }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  if ((await page.getByLabel('Price, row 1').count()) === 0)
    await page.getByRole('button', { name: 'Add a row' }).click();
  await page.getByLabel('Number of days, row 1').fill('1');
  await page.getByLabel('Price, row 1').fill('30');
  await page.getByLabel('Extra day price').fill('20');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/dashboard\/catalogue\/products\/[0-9a-f-]{36}/);
  const productUrl = page.url();

  await page.getByRole('button', { name: 'Add units' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add units' });
  await dialog.getByLabel('Number of units').fill('3');
  await dialog.getByRole('button', { name: 'Add the units' }).click();
  await expect(page.locator('[data-testid^="unit-row-HB-"]')).toHaveCount(3);

  await page.getByRole('button', { name: /^Print QR labels/ }).click();
  const printDialog = page.getByRole('dialog', { name: 'Print QR labels' });
  await printDialog.getByRole('radio', { name: /62 mm continuous roll/ }).check();
  const downloading = page.waitForEvent('download');
  await printDialog.getByRole('button', { name: 'Download the PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile((await download.path()) as string);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(1000);
  // one 62 mm wide page per unit
  expect(pdf.toString('latin1').match(/\/MediaBox \[0 0 175\.7\d* /g)).toHaveLength(3);

  const preview = page.getByRole('region', { name: 'Price preview' });
  await preview.getByRole('button', { name: 'Weekend' }).click();
  // a weekend is 2 days: 30 for the first day, 20 for the extra one (+15 % in summer from the demo's own rule)
  await expect(preview).toContainText('Length: 2 d');
  await expect.poll(() => euros(page)).toBeGreaterThan(0);
  const before = await euros(page);
  expect([50, 57.5]).toContain(before);

  await page.goto('/dashboard/pricing/rules');
  await page.getByRole('button', { name: 'New rule' }).click();
  const rule = page.getByRole('dialog', { name: 'New price rule' });
  await rule.getByRole('button', { name: '“Weekend +15 %” template' }).click();
  await rule.getByRole('button', { name: 'Save' }).click();
  await expect(rule).toBeHidden();
  await expect(page.getByText('Weekend +15 %').first()).toBeVisible();

  await page.goto(productUrl);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await preview.getByRole('button', { name: 'Weekend' }).click();
  const surcharged = Math.round((Math.round(before * 100) * 115) / 100) / 100;
  await expect.poll(() => euros(page)).toBe(surcharged);
});

test('a promo code created in the dashboard is accepted by the public check', async ({ page }) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await useEnglish(page);
  await logIn(page, DEMO.manager.email, DEMO.manager.password, '/dashboard/pricing/promo-codes');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('button', { name: 'New promo code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New promo code' });
  await dialog.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await expect(dialog.getByLabel('Code', { exact: true })).toHaveValue(code);
  await dialog.getByLabel('Percentage').fill('10');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const me = await (await page.request.get('/v2/user/me')).json();
  const check = (total: number) =>
    page.request.get(
      `/v2/promo-code/public/${me.company.id}/${code}?currentTotalPrice=${total}&orderStartDate=${new Date(Date.now() + 86_400_000).toISOString()}`,
    );
  const answer = await (await check(120)).json();
  expect(answer).toMatchObject({ valid: true, code, discount: 12 });
  const unknown = await (
    await page.request.get(`/v2/promo-code/public/${me.company.id}/NOPE${code}?currentTotalPrice=50`)
  ).json();
  expect(unknown).toMatchObject({ valid: false, reason: 'unknown' });
});

test('a customers CSV with one bad row imports the good rows and reports the bad one', async ({ page }) => {
  const tag = Date.now().toString(36);
  const csv = [
    'type;firstName;lastName;email;phone;birthDate;city',
    `individual;Chloé;Martin;chloe.${tag}@example.test;+33 6 11 22 33 44;1990-04-12;Annecy`,
    `individual;Tom;Baker;tom.${tag}@example.test;+44 7700 900123;not-a-date;London`,
    `entreprise;;;hotel.${tag}@example.test;+33 4 50 11 22 33;;Talloires`,
    `individual;Marco;Rossi;marco.${tag}@example.test;+39 347 000 0000;1985-11-02;Milano`,
  ].join('\r\n');
  await useEnglish(page);
  await logIn(page, DEMO.manager.email, DEMO.manager.password, '/dashboard/customers/import');
  await expect(page).toHaveURL(/\/dashboard/);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Start import' }).click();
  await expect(page.getByTestId('import-status')).toHaveText('Finished', { timeout: 30_000 });
  await expect(page.getByTestId('import-count-created')).toHaveText('2');
  await expect(page.getByTestId('import-count-errors')).toHaveText('2');
  const errors = page.getByTestId('import-errors');
  await expect(errors).toContainText('birthDate');
  await expect(errors).toContainText('companyName');

  const found = await (
    await page.request.get(`/v2/customer/email/${encodeURIComponent(`chloe.${tag}@example.test`)}`)
  ).json();
  expect(found).toMatchObject({ firstName: 'Chloé', lastName: 'Martin' });
  const missing = await page.request.get(`/v2/customer/email/${encodeURIComponent(`tom.${tag}@example.test`)}`);
  expect(missing.status()).toBe(404);
});

test('the catalogue exports to CSV and the same file imports back without duplicates', async ({ page }) => {
  await useEnglish(page);
  await logIn(page, DEMO.manager.email, DEMO.manager.password, '/dashboard/catalogue');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('link', { name: 'Import and export' }).click();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export the catalogue (CSV)' }).click();
  const download = await downloading;
  const csv = await readFile((await download.path()) as string);
  expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(csv.toString('utf8')).toContain('productName');

  await page.locator('input[type=file]').setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: csv });
  await page.getByRole('button', { name: 'Start import' }).click();
  await expect(page.getByTestId('import-status')).toHaveText('Finished', { timeout: 60_000 });
  await expect(page.getByTestId('import-count-created')).toHaveText('0');
  await expect(page.getByTestId('import-count-errors')).toHaveText('0');
});
