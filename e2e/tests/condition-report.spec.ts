import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, logIn, useEnglish } from './support/session.ts';

const DAY_MS = 86_400_000;
const CLOSED = ['01-01', '05-01', '12-25'];
/** A 4 × 4 PNG, as a phone's camera would hand over a picture (the server redraws it). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWNQSlsFRwzEcQDpAxMhCqZh2gAAAABJRU5ErkJggg==',
  'base64',
);

/** An open weekday (Tuesday to Thursday, Paris calendar) at least `ahead` days from today. */
function openDay(ahead: number): string {
  const paris = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
  let ms = Date.parse(`${paris}T00:00:00Z`) + ahead * DAY_MS;
  for (;;) {
    const day = new Date(ms).toISOString().slice(0, 10);
    const weekday = new Date(ms).getUTCDay();
    if (weekday >= 2 && weekday <= 4 && !CLOSED.includes(day.slice(5))) return day;
    ms += DAY_MS;
  }
}

async function post(request: APIRequestContext, url: string, data: object) {
  const response = await request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** A product of its own with a state model (brakes, battery) and one unit, booked by a new customer. */
async function bookedUnitWithStateModel(request: APIRequestContext, suffix: string) {
  const model = await post(request, '/v2/product-state-model', {
    name: `Check ${suffix}`,
    questions: [
      { label: 'Brakes', type: 'UNIQUE_CHOICE', choices: ['OK', 'Worn'], required: true },
      { label: 'Battery', type: 'ODOMETER', unit: '%', required: false },
    ],
  });
  const productModel = await post(request, '/v2/products/create-product-model', {
    name: `E-bike ${suffix}`,
    verticale: 'BIKE',
    brand: 'Moustache',
    sizes: ['M'],
  });
  const product = await post(request, '/v2/products/create-product', {
    name: `E-bike ${suffix}`,
    productModelId: productModel.id,
    priceGrid: { halfDay: 15, days: [{ days: 1, price: 30 }], extraDay: 20 },
    deposit: 300,
    stateModelId: model.id,
  });
  const [unit] = await post(request, '/v2/sub-products', {
    productId: product.id,
    units: [{ serialNumber: `EB-${suffix}` }],
  });
  const day = openDay(3);
  const order = await post(request, '/v2/order/createOrder', {
    startDate: `${day}T10:00`,
    endDate: `${day}T17:00`,
    customer: { firstName: 'Marta', lastName: `Report ${suffix}` },
    products: [{ productId: product.id, quantity: 1 }],
  });
  return { order: order as { id: string; number: number }, unit: unit as { qrCodeValue: string }, name: product.name };
}

async function typeCode(page: Page, code: string) {
  const input = page.getByRole('textbox', { name: 'QR code' });
  await input.fill(code);
  await input.press('Enter');
}

/** Serious or critical axe violations of the page, the passing notifications left out (their close button is unnamed). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('.mantine-Notifications-root').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

function pdfText(pdf: Buffer) {
  const file = join(mkdtempSync(join(tmpdir(), 'condition-e2e-')), 'report.pdf');
  writeFileSync(file, pdf);
  return {
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    images: execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2),
  };
}

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, a unit leaves with a condition report and a photo, and comes back with its brakes worn: both PDFs ready', async ({
  page,
}) => {
  // two reports, two PDFs drawn by the job runner and two accessibility checks on a shared machine
  test.setTimeout(240_000);
  await useEnglish(page);
  await logIn(page, DEMO.manager.email, DEMO.manager.password);
  await expect(page).toHaveURL(/\/dashboard/);
  const suffix = Date.now().toString(36).toUpperCase();
  const { order, unit, name } = await bookedUnitWithStateModel(page.request, suffix);
  const card = page.getByRole('region', { name: `${name} · EB-${suffix}` });

  // hand-out: the unit scanned, the start moved to now, then the departure report
  await page.goto(`/dashboard/counter/quick?action=handOut&order=${order.id}`);
  await typeCode(page, unit.qrCodeValue);
  await page.getByRole('button', { name: 'Hand out before the start…' }).click();
  await page.getByRole('button', { name: 'Move the start and hand out' }).click();
  await expect(page.getByRole('heading', { name: 'Departure condition report' })).toBeVisible();
  await card.getByText('OK', { exact: true }).click();
  await expect(card.getByRole('radio', { name: 'OK' })).toBeChecked();
  await card.getByRole('textbox', { name: 'Battery' }).fill('90');
  await card.locator('input[type="file"][capture="environment"]').setInputFiles({
    name: 'front.png',
    mimeType: 'image/png',
    buffer: PHOTO,
  });
  await expect(card.getByRole('img', { name: 'Photo front.png' })).toBeVisible();
  await card.getByRole('button', { name: 'Save unit' }).click();
  await expect(card.getByText('Checked', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create the PDF' }).click();
  await expect(page.getByText('PDF ready')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Download the PDF' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/dashboard\/counter$/);

  // return: the departure's answers beside, the brakes now worn
  await page.goto(`/dashboard/counter/quick?action=return&order=${order.id}`);
  await typeCode(page, unit.qrCodeValue);
  await page.getByRole('button', { name: /^Record the return/ }).click();
  await expect(page.getByRole('heading', { name: 'Return condition report' })).toBeVisible();
  await expect(card.getByText('At departure: OK')).toBeVisible();
  await expect(card.getByText('At departure: 90 %')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Photo front.png' })).toBeVisible();
  await card.getByText('Worn', { exact: true }).click();
  await expect(card.getByRole('radio', { name: 'Worn' })).toBeChecked();
  await expect(card.getByText('Changed', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Save unit' }).click();
  await expect(card.getByText('Checked', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create the PDF' }).click();
  await expect(page.getByText('PDF ready')).toBeVisible({ timeout: 30_000 });

  const departure = pdfText(await (await page.request.get(`/v2/document-state/pdf/${order.id}/DEPART`)).body());
  expect(departure.text).toContain(name);
  expect(departure.text).toMatch(/Brakes\s+OK/);
  expect(departure.images).toHaveLength(1);
  const back = pdfText(await (await page.request.get(`/v2/document-state/pdf/${order.id}/RETOUR`)).body());
  expect(back.text).toContain('Return condition report');
  expect(back.text).toMatch(/Brakes\s+OK\s+Worn\s+\[CHANGED\]/);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/dashboard\/counter$/);
});
