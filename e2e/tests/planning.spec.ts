import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { DEMO, logIn } from './support/session.ts';

const PRODUCT = 'VTT semi-rigide Scott Aspect 950';
const OTHERS = ['Vélo de ville Trek FX 2', 'Casque vélo', 'Vélo enfant 24 pouces'];

/** Today in Paris, the demo shop's zone, as a calendar day. */
function todayInParis(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
}

/** A manager's API session of its own (the page keeps its cookie session). */
async function managerApi(): Promise<{ api: APIRequestContext; headers: Record<string, string> }> {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await api.post('/v2/login/user/login/dashboard', { data: DEMO.manager });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { api, headers: { 'x-access-token': token } };
}

async function typeCodes(page: Page, codes: string[]) {
  const input = page.getByRole('textbox', { name: 'QR code' });
  for (const code of codes) {
    await input.fill(code);
    await input.press('Enter');
    await expect(page.getByText(new RegExp(`${code}: .* added`))).toBeVisible();
  }
}

async function setLanguage(page: Page, language: string) {
  await page.evaluate((value) => window.localStorage.setItem('hirebase.language', value), language);
}

/**
 * Serious and critical axe violations of the planning (its filters, legend and grid, not the dashboard's frame
 * around it), one line per offending element.
 */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="planning"]').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html.slice(0, 160)} — ${n.failureSummary ?? ''}`));
}

test('a unit handed out and back stays on the planning with both bookings; the planning passes axe on a desktop and a phone, in English and French, and its filters keep their place', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { api, headers } = await managerApi();
  const today = todayInParis();
  const products = (await (await api.get('/v2/products/getByCompany?limit=500', { headers })).json()) as {
    items: { id: string; name: string }[];
  };
  const product = products.items.find((p) => p.name === PRODUCT)!;
  const rows = await (
    await api.get(
      `/v2/product-availability/lcd/planning?startDate=${today}&endDate=${today}&productIds=${product.id}`,
      {
        headers,
      },
    )
  ).json();
  const dayStart = `${rows.startDate}`;
  const free = (await (
    await api.get(`/v2/products/subProductsByProductName/${encodeURIComponent(PRODUCT)}/${dayStart}/${rows.endDate}`, {
      headers,
    })
  ).json()) as { id: string; qrCodeValue: string }[];
  const unit = free[0];
  const book = async (startDate: string, endDate: string) => {
    const res = await api.post('/v2/order/createOrder', {
      headers,
      data: {
        startDate,
        endDate,
        ignoreOpeningHours: true,
        products: [{ productId: product.id, quantity: 1, subProductIds: [unit.id] }],
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as { id: string; number: number };
  };
  // two bookings of one unit today: the first is handed out and comes back, the second is still to come
  const first = await book(`${today}T00:05`, `${today}T00:35`);
  const second = await book(`${today}T22:00`, `${today}T23:30`);

  await page.goto('/login');
  await setLanguage(page, 'en');
  await logIn(
    page,
    DEMO.manager.email,
    DEMO.manager.password,
    `/dashboard/counter/quick?action=handOut&order=${first.id}`,
  );
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('button', { name: /^Hand out \(/ }).click();
  await expect(page.getByText(`Order no. ${first.number} handed out to the customer`)).toBeVisible();
  await page.goto(`/dashboard/counter/quick?action=return&order=${first.id}`);
  await typeCodes(page, [unit.qrCodeValue]);
  await page.getByRole('button', { name: /^Record the return/ }).click();
  await expect
    .poll(async () => (await (await api.get(`/v2/order/${first.id}`, { headers })).json()).units[0].status)
    .toBe('ENDED');

  // The unit is still a row of the planning, with both bookings: the one back and the one to come.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/dashboard/orders/planning?zoom=day&day=${today}&products=${product.id}`);
  const track = page.getByRole('group', { name: `Bookings of ${unit.qrCodeValue}` });
  await expect(track.getByTestId(`planning-bar-${first.number}`)).toHaveAttribute('data-kind', 'returned');
  await expect(track.getByTestId(`planning-bar-${second.number}`)).toHaveAttribute('data-kind', 'booking');
  await expect(page.locator('[data-testid^="planning-track-u-"]')).toHaveCount(rows.products[0].units.length);
  // a bar opens its order
  await track.getByTestId(`planning-bar-${second.number}`).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${second.id}$`));

  // The week of every product passes axe at 1440×900.
  await page.goto(`/dashboard/orders/planning?zoom=week&day=${today}`);
  await expect(page.getByRole('region', { name: PRODUCT })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Adding product chips neither moves nor resizes the filter bar, nor pushes the planning down.
  const filters = page.getByTestId('planning-toolbar');
  const grid = page.getByRole('region', { name: 'Planning' });
  const before = { bar: await filters.boundingBox(), grid: await grid.boundingBox() };
  const picker = page.getByRole('combobox', { name: 'Products' });
  for (const name of [PRODUCT, ...OTHERS]) {
    await picker.click();
    await page.getByRole('option', { name, exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/products=/);
    expect(await filters.boundingBox()).toEqual(before.bar);
    expect((await grid.boundingBox())?.y).toBe(before.grid?.y);
  }
  await expect(page.getByRole('region', { name: PRODUCT })).toBeVisible();

  // On a phone: the page does not overflow sideways, the planning scrolls inside its frame, axe passes.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/orders/planning?zoom=week&day=${today}&products=${product.id}`);
  await expect(track.getByTestId(`planning-bar-${second.number}`)).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('button', { name: 'Today' })).toBeInViewport();
  await expect(page.getByRole('combobox', { name: 'Products' })).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);

  // In another language: the legend and the row of the unit (every word of the five languages is checked by the web
  // app's own tests).
  await page.setViewportSize({ width: 1440, height: 900 });
  await setLanguage(page, 'fr');
  await page.goto(`/dashboard/orders/planning?zoom=day&day=${today}&products=${product.id}`);
  await expect(page.getByRole('list').getByText('Réservé', { exact: true })).toBeVisible();
  const row = page.getByRole('group', { name: `Réservations de ${unit.qrCodeValue}` });
  await expect(row.getByTestId(`planning-bar-${first.number}`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await api.dispose();
});
