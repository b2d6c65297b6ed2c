import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, logIn, useEnglish } from './support/session.ts';

const PRODUCT = 'Vélo de route Specialized Allez';

/** The Saturday of next week-end in Paris, as a calendar day (a Saturday today counts as next week's). */
function nextSaturday(): string {
  const today = new Date(new Date().toLocaleString('en-US', { timeZone: 'Europe/Paris' }));
  const ahead = (6 - today.getDay() + 7) % 7 || 7;
  today.setDate(today.getDate() + ahead);
  return `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
}

/** Picks Saturday then Sunday on a week row of the planning (columns run Monday to Sunday). */
async function pickWeekend(track: Locator) {
  const box = await track.boundingBox();
  if (!box) throw new Error('the planning row is not visible');
  const y = box.y + box.height / 2;
  await track.page().mouse.click(box.x + (box.width * 5.5) / 7, y);
  // the half-made pick shows before the end day is clicked: a click landing during a re-render would be lost
  await expect(track.getByTestId('planning-selection')).toBeVisible();
  await track.page().mouse.click(box.x + (box.width * 6.5) / 7, y);
}

async function openWeekend(page: Page) {
  await page.goto(`/dashboard/orders/planning?zoom=week&day=${nextSaturday()}`);
  await page.getByRole('combobox', { name: 'Products' }).click();
  await page.getByRole('option', { name: PRODUCT }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  const section = page.getByRole('region', { name: PRODUCT });
  const track = section.getByLabel(/^Bookings of HB-/).first();
  await expect(track).toBeVisible();
  return track;
}

async function typeCodes(page: Page, codes: string[]) {
  const input = page.getByRole('textbox', { name: 'QR code' });
  for (const code of codes) {
    await input.fill(code);
    await input.press('Enter');
    await expect(page.getByText(new RegExp(`${code}: .* added`))).toBeVisible();
  }
}

test('an order for two bikes next week-end from the planning, a refused double booking, hand-out by typed QR codes, a partial return and the end', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await useEnglish(page);
  await logIn(page, DEMO.manager.email, DEMO.manager.password);
  await expect(page).toHaveURL(/\/dashboard/);

  await pickWeekend(await openWeekend(page));
  await expect(page).toHaveURL(/\/dashboard\/orders\/new\?.*unitId=/);
  const editorUrl = page.url();
  await page.getByLabel(`Quantity of ${PRODUCT}`).fill('2');
  await page.getByText('New customer', { exact: true }).click();
  await page.getByLabel('First name').fill('Inès');
  await page.getByLabel('Last name').fill('Garnier');
  await page.getByLabel('Outside opening hours').check({ force: true });
  await page.getByRole('button', { name: 'Book' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').pop()!;
  const order = await (await page.request.get(`/v2/order/${orderId}`)).json();
  expect(order.lines[0]).toMatchObject({ name: PRODUCT, quantity: 2 });
  expect(order.units).toHaveLength(1);
  const booked: string = order.units[0].qrCodeValue;

  // The line's price is explained in the interface language, from the steps stored with the order.
  expect(order.lines[0].steps.map((step: { code: string }) => step.code)).toContain('quantity');
  await page.getByRole('button', { name: `How the price of ${PRODUCT} was computed` }).click();
  await expect(page.getByText(/^2 × €[\d,.]+ = €[\d,.]+$/)).toBeVisible();
  await expect(page.getByText(/^€[\d,.]+ incl\. VAT = €[\d,.]+ excl\. VAT \+ €[\d,.]+ VAT$/).first()).toBeVisible();

  // The planning now shows the unit as booked; a second editor that had picked it before is told who has it.
  await openWeekend(page);
  await expect(page.getByTestId(`planning-bar-${order.number}`).first()).toBeVisible();
  await page.goto(editorUrl);
  await page.getByLabel('Outside opening hours').check({ force: true });
  await page.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByText(new RegExp(`${booked}.*order (#|no\\. )${order.number}`))).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/orders\/new/);

  // Hand-out at the counter by typing the QR codes: before the week-end, the start moves to now.
  const from = encodeURIComponent(new Date().toISOString());
  const to = encodeURIComponent(order.endDate);
  const free = await (
    await page.request.get(`/v2/products/subProductsByProductName/${encodeURIComponent(PRODUCT)}/${from}/${to}`)
  ).json();
  const second: string = free.find((u: { qrCodeValue: string }) => u.qrCodeValue !== booked).qrCodeValue;
  await page.goto(`/dashboard/counter/quick?action=handOut&order=${orderId}`);
  await typeCodes(page, [second]);
  await page.getByRole('button', { name: 'Hand out before the start…' }).click();
  await page.getByRole('button', { name: 'Move the start and hand out' }).click();
  await expect(page.getByText(`Order no. ${order.number} handed out to the customer`)).toBeVisible();

  // One bike comes back, then the order is ended from its page.
  await page.goto(`/dashboard/counter/quick?action=return&order=${orderId}`);
  await typeCodes(page, [booked]);
  await page.getByRole('button', { name: /^Record the return/ }).click();
  await expect(page.getByText('Units back: 1; still out: 1')).toBeVisible();

  await page.goto(`/dashboard/orders/${orderId}`);
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Set to “Ended”' }).click();
  await expect.poll(async () => (await (await page.request.get(`/v2/order/${orderId}`)).json()).status).toBe('ENDED');
  const ended = await (await page.request.get(`/v2/order/${orderId}`)).json();
  expect(ended.units.map((u: { status: string }) => u.status)).toEqual(['ENDED', 'ENDED']);
});
