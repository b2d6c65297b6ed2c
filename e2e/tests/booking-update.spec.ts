import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, logIn, useEnglish } from './support/session.ts';

// No demo order and no other spec books this product: its five units are all free.
const PRODUCT = 'Vélo enfant 24 pouces';
const DAY_MS = 86_400_000;
/** Dates the demo shop is closed on, whatever the year. */
const CLOSED = ['01-01', '05-01', '12-25'];

interface Unit {
  id: string;
  productId: string;
  qrCodeValue: string;
  product: { name: string };
}

const calendarDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A Tuesday, Wednesday or Thursday about ten days ahead (Paris calendar) whose next two days are open and in the
 * same month: the booking runs from it to the next day, then moves to the day after, without leaving the month the
 * date picker shows.
 */
function daysAhead(): [string, string, string] {
  const paris = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
  let ms = Date.parse(`${paris}T00:00:00Z`) + 10 * DAY_MS;
  for (;;) {
    const days = [0, 1, 2].map((k) => calendarDay(ms + k * DAY_MS));
    const weekday = new Date(ms).getUTCDay();
    const open = days.every((day) => !CLOSED.includes(day.slice(5)));
    if (weekday >= 2 && weekday <= 4 && open && days[0].slice(0, 7) === days[2].slice(0, 7)) {
      return days as [string, string, string];
    }
    ms += DAY_MS;
  }
}

/** An instant as the shop's wall clock ('YYYY-MM-DDTHH:mm', Paris). */
const parisWallClock = (iso: string) =>
  new Date(iso).toLocaleString('sv-SE', { timeZone: 'Europe/Paris' }).slice(0, 16).replace(' ', 'T');

/** The day as the date picker names its button. */
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/** The day at 17:00 as the date picker shows it. */
const pickerValue = (day: string) => `${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)} 17:00`;

/** The day as the counter shows it in a date and time ('Dec 9'). */
/** A calendar day as the app writes it in every language: 09/12/2026. */
const shortDay = (day: string) => day.split('-').reverse().join('/');

async function freeUnits(request: APIRequestContext, first: string, last: string): Promise<Unit[]> {
  const from = encodeURIComponent(`${first}T00:00:00Z`);
  const to = encodeURIComponent(`${calendarDay(Date.parse(`${last}T00:00:00Z`) + DAY_MS)}T00:00:00Z`);
  const response = await request.get(
    `/v2/products/subProductsByProductName/${encodeURIComponent(PRODUCT)}/${from}/${to}`,
  );
  expect(response.ok()).toBe(true);
  // the lookup matches names alike: only units of this very product
  return ((await response.json()) as Unit[]).filter((unit) => unit.product.name === PRODUCT);
}

/** An order of one unit over the period, for a customer created with it. */
async function bookOne(request: APIRequestContext, unit: Unit, start: string, end: string, lastName: string) {
  const response = await request.post('/v2/order/createOrder', {
    data: {
      startDate: start,
      endDate: end,
      customer: { firstName: 'Léa', lastName },
      products: [{ productId: unit.productId, quantity: 1, subProductIds: [unit.id] }],
    },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { id: string; number: number; endDate: string };
}

async function typeCode(page: Page, label: string, code: string) {
  const input = page.getByRole('textbox', { name: label });
  await input.fill(code);
  await input.press('Enter');
}

test('a booking changed at the counter: found by a unit, a day longer, a unit of another order refused, one more unit', async ({
  page,
}) => {
  await useEnglish(page);
  await logIn(page, DEMO.manager.email, DEMO.manager.password);
  await expect(page).toHaveURL(/\/dashboard/);

  const [first, second, third] = daysAhead();
  const units = await freeUnits(page.request, first, third);
  expect(units.length).toBeGreaterThanOrEqual(3);
  const [given, held, added] = units;
  const suffix = Date.now().toString(36);
  const order = await bookOne(page.request, given, `${first}T10:00`, `${second}T17:00`, `Martin ${suffix}`);
  const other = await bookOne(page.request, held, `${first}T10:00`, `${second}T17:00`, `Other ${suffix}`);

  await page.goto('/dashboard/counter/quick?action=update');
  await typeCode(page, 'Scan a unit of the order', given.qrCodeValue);
  await expect(page).toHaveURL(new RegExp(`order=${order.id}`));
  await expect(page.getByTestId('counter-order')).toContainText(`Martin ${suffix}`);
  await expect(page.getByText(/^Current end: /)).toContainText(shortDay(second));

  // The end moves one day later, at the same time.
  await page.getByRole('button', { name: 'End of the rental' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: dayLabel(third) })
    .click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'End of the rental' })).toHaveText(pickerValue(third));

  // A unit the other order has over the period: the save is refused, naming that order.
  await typeCode(page, 'QR code', held.qrCodeValue);
  await expect(page.getByTestId('scan-feedback')).toHaveText(`${held.qrCodeValue}: ${PRODUCT} added`);
  await page.getByRole('button', { name: 'Save the changes' }).click();
  await expect(page.getByTestId('scan-feedback')).toHaveText(
    `${held.qrCodeValue} is booked by order no. ${other.number} over this period`,
  );

  // A free unit instead: the change is saved.
  await typeCode(page, 'QR code', added.qrCodeValue);
  await expect(page.getByTestId('scan-feedback')).toHaveText(`${added.qrCodeValue}: ${PRODUCT} added`);
  await page.getByRole('button', { name: 'Save the changes' }).click();
  await expect(page.getByText(`Order no. ${order.number} changed`)).toBeVisible();
  // The form starts again from the saved order: both units on its line, nothing left to add, the new end.
  const line = page.getByTestId(`booking-line-${given.productId}`);
  await expect(line).toContainText(added.qrCodeValue);
  await expect(line).toContainText(given.qrCodeValue);
  await expect(page.getByRole('textbox', { name: `Quantity of ${PRODUCT}` })).toHaveValue('2');
  await expect(page.getByText('No units yet.')).toBeVisible();
  await expect(page.getByText(/^Current end: /)).toContainText(shortDay(third));
  await expect(page.getByTestId('counter-order')).toContainText(shortDay(third));
  await expect(page.getByRole('button', { name: 'Save the changes' })).toBeDisabled();

  const changed = await (await page.request.get(`/v2/order/${order.id}`)).json();
  expect(parisWallClock(changed.endDate)).toBe(`${third}T17:00`);
  expect(changed.lines).toEqual([expect.objectContaining({ name: PRODUCT, quantity: 2 })]);
  expect(changed.units.map((u: Unit) => u.qrCodeValue).sort()).toEqual([given.qrCodeValue, added.qrCodeValue].sort());
  const untouched = await (await page.request.get(`/v2/order/${other.id}`)).json();
  expect(untouched.units.map((u: Unit) => u.qrCodeValue)).toEqual([held.qrCodeValue]);
});
