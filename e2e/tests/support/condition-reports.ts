import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO, logIn, useEnglish } from './session.ts';

const DAY_MS = 86_400_000;
const CLOSED = ['01-01', '05-01', '12-25'];
/** A 4 × 4 PNG, as a phone's camera would hand over a picture (the server redraws it). */
export const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWNQSlsFRwzEcQDpAxMhCqZh2gAAAABJRU5ErkJggg==',
  'base64',
);

/** An open weekday (Tuesday to Thursday, Paris calendar) at least `ahead` days from today. */
export function openDay(ahead: number): string {
  const paris = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
  let ms = Date.parse(`${paris}T00:00:00Z`) + ahead * DAY_MS;
  for (;;) {
    const day = new Date(ms).toISOString().slice(0, 10);
    const weekday = new Date(ms).getUTCDay();
    if (weekday >= 2 && weekday <= 4 && !CLOSED.includes(day.slice(5))) return day;
    ms += DAY_MS;
  }
}

export async function post(request: APIRequestContext, url: string, data: object) {
  const response = await request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** A product of its own with a state model (brakes, battery) and one unit, booked by a new customer. */
export async function bookedUnitWithStateModel(request: APIRequestContext, suffix: string) {
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

export async function typeCode(page: Page, code: string) {
  const input = page.getByRole('textbox', { name: 'QR code' });
  await input.fill(code);
  await input.press('Enter');
}

/** Serious or critical axe violations of the page, the passing notifications left out (their close button is unnamed). */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('.mantine-Notifications-root').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

/**
 * The manager, in English, hands out a new unit with a state model before its start: the counter then shows the
 * departure report, whose unit card is answered.
 */
export async function handOutToDepartureReport(page: Page) {
  await useEnglish(page);
  await logIn(page, DEMO.manager.email, DEMO.manager.password);
  await expect(page).toHaveURL(/\/dashboard/);
  const suffix = Date.now().toString(36).toUpperCase();
  const booked = await bookedUnitWithStateModel(page.request, suffix);
  const card = page.getByRole('region', { name: `${booked.name} · EB-${suffix}` });
  await page.goto(`/dashboard/counter/quick?action=handOut&order=${booked.order.id}`);
  await typeCode(page, booked.unit.qrCodeValue);
  await page.getByRole('button', { name: 'Hand out before the start…' }).click();
  await page.getByRole('button', { name: 'Move the start and hand out' }).click();
  await expect(page.getByRole('heading', { name: 'Departure condition report' })).toBeVisible();
  return { ...booked, card };
}
