import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openDay } from './support/condition-reports.ts';
import { DEMO, logIn, useEnglish } from './support/session.ts';

// No other spec books these two: a mountain bike (units with QR codes) and helmets (counted by quantity).
const BIKE = 'VTT semi-rigide Scott Aspect 950';
const HELMET = 'Casque vélo';

interface Unit {
  id: string;
  productId: string;
  qrCodeValue: string;
  product: { name: string };
}

async function productId(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.get('/v2/products/getByCompany');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { id: string; name: string }[] | { items: { id: string; name: string }[] };
  const products = Array.isArray(body) ? body : body.items;
  const product = products.find((p) => p.name === name);
  if (!product) throw new Error(`no product ${name}`);
  return product.id;
}

/** A bike unit free from now to the end of `day`: handed out early, the order then holds it from now on. */
async function freeBikeUnit(request: APIRequestContext, day: string): Promise<Unit> {
  const from = encodeURIComponent(new Date().toISOString());
  const to = encodeURIComponent(`${day}T23:59:00Z`);
  const response = await request.get(`/v2/products/subProductsByProductName/${encodeURIComponent(BIKE)}/${from}/${to}`);
  expect(response.ok()).toBe(true);
  const units = ((await response.json()) as Unit[]).filter((unit) => unit.product.name === BIKE);
  expect(units.length).toBeGreaterThan(0);
  return units[0];
}

/** One bike (its unit to be scanned at the counter) and two helmets, for a customer created with it. */
async function bikeAndHelmets(page: Page, day: string, lastName: string) {
  const unit = await freeBikeUnit(page.request, day);
  const response = await page.request.post('/v2/order/createOrder', {
    data: {
      startDate: `${day}T10:00`,
      endDate: `${day}T17:00`,
      customer: { firstName: 'Inès', lastName },
      products: [
        { productId: unit.productId, quantity: 1 },
        { productId: await productId(page.request, HELMET), quantity: 2 },
      ],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { order: (await response.json()) as { id: string; number: number }, unit };
}

async function typeCode(page: Page, code: string) {
  const input = page.getByRole('textbox', { name: 'QR code' });
  await input.fill(code);
  await input.press('Enter');
}

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, an order of a bike and two helmets leaving in a few days is found and handed out: the unit scanned, the helmets counted, the start moved to now at the price shown', async ({
  page,
}) => {
  await useEnglish(page);
  await logIn(page, DEMO.manager.email, DEMO.manager.password);
  await expect(page).toHaveURL(/\/dashboard/);
  const suffix = Date.now().toString(36);
  const { order, unit } = await bikeAndHelmets(page, openDay(3), `Helmets ${suffix}`);

  // the order leaves in a few days: it is found by its customer, and by its number
  await page.goto('/dashboard/counter/quick?action=handOut');
  const search = page.getByRole('searchbox', { name: 'Search by customer or order number' });
  await search.fill(`#${order.number}`);
  await expect(page.getByRole('button', { name: `Choose order no. ${order.number}` })).toBeVisible();
  await search.fill(`Helmets ${suffix}`);
  await expect(page.getByText('Orders waiting to leave')).toBeVisible();
  await page.getByRole('button', { name: `Choose order no. ${order.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`order=${order.id}`));
  await expect(page.getByTestId('counter-order')).toContainText(`Helmets ${suffix}`);
  // every line is listed: the bike to scan, the helmets to count
  await expect(page.getByText(BIKE)).toBeVisible();
  await expect(page.getByTestId(`counted-${HELMET}`)).toBeVisible();
  await expect(page.getByLabel(`${HELMET}: 0 of 2 handed over`)).toBeVisible();
  // booked for a later day: the hand-out first shows what starting now costs
  const submit = page.getByRole('button', { name: 'Hand out before the start…' });
  await expect(submit).toBeDisabled();
  await expect(page.getByText(`Tick before handing out: ${HELMET}`)).toBeVisible();

  // a wrong code says so, in words
  await typeCode(page, `NOPE-${suffix}`);
  await expect(page.getByTestId('scan-feedback')).toHaveText(`Unknown code: NOPE-${suffix}`);
  await typeCode(page, unit.qrCodeValue);
  await expect(page.getByTestId('scan-feedback')).toHaveAttribute('data-verdict', 'found');
  await expect(page.getByTestId(`scanned-${unit.qrCodeValue}`)).toBeVisible();

  await page.getByRole('button', { name: `One more ${HELMET}` }).click();
  await page.getByRole('button', { name: `One more ${HELMET}` }).click();
  await expect(page.getByLabel(`${HELMET}: 2 of 2 handed over`)).toBeVisible();

  // booked for a later day: the counter warns, and shows the price of starting now before anything is written
  await expect(page.getByText(/^Booked from /)).toBeVisible();
  await submit.click();
  const offer = page.getByTestId('early-start-offer');
  await expect(offer.getByText('Current price')).toBeVisible();
  await expect(offer.getByText('New price')).toBeVisible();
  await expect(offer.getByTestId('early-start-difference')).toHaveText(/^\+/);
  const preview = await (await page.request.get(`/v2/order/earlyHandOut/${order.id}`)).json();
  expect(preview.newTotal).toBeGreaterThan(preview.oldTotal);
  await offer.getByRole('button', { name: 'Keep the booking' }).click();
  await expect(offer).toBeHidden();
  const kept = await (await page.request.get(`/v2/order/${order.id}`)).json();
  expect(kept).toMatchObject({ status: 'TO_COME', startDate: preview.bookedStart, totalTTC: preview.oldTotal });

  await submit.click();
  await offer.getByRole('button', { name: 'Move the start and hand out' }).click();
  await expect(page).toHaveURL(/\/dashboard\/counter$/);
  const after = await (await page.request.get(`/v2/order/${order.id}`)).json();
  expect(after.status).toBe('IN_PROGRESS');
  expect(after.totalTTC).toBe(preview.newTotal);
  expect(Date.parse(after.startDate)).toBeLessThanOrEqual(Date.now());
  expect(after.units.map((u: { qrCodeValue: string }) => u.qrCodeValue)).toEqual([unit.qrCodeValue]);
});
