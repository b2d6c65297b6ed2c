import { expect, request, test } from '@playwright/test';
import { DEMO, logIn, useEnglish } from './support/session.ts';

const shopDay = (t: number) => new Date(t).toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });

/** A start time on the demo shop's today: in a few minutes, or an hour ago when that would be tomorrow already. */
function startToday(now = Date.now()): number {
  const soon = now + 10 * 60_000;
  return shopDay(soon + 2 * 60_000) === shopDay(now) ? soon : now - 60 * 60_000;
}

/** Books, through the API, an order of the demo shop starting today, not handed out: one of today's departures. */
async function bookDepartureToday(): Promise<number> {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const login = await api.post('/v2/login/user/login/dashboard', { data: DEMO.manager });
    const headers = { 'x-access-token': ((await login.json()) as { token: string }).token };
    const products = (await (await api.get('/v2/products/getByCompany?limit=50', { headers })).json()) as {
      items: { id: string }[];
    };
    const start = startToday();
    for (const product of products.items) {
      const res = await api.post('/v2/order/createOrder', {
        headers,
        data: {
          startDate: new Date(start).toISOString(),
          endDate: new Date(start + 2 * 3_600_000).toISOString(),
          ignoreOpeningHours: true,
          products: [{ productId: product.id, quantity: 1 }],
        },
      });
      if (res.ok()) return ((await res.json()) as { number: number }).number;
    }
    throw new Error('no demo product could be booked');
  } finally {
    await api.dispose();
  }
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("the home's figures of the day open the lists behind them", async ({ page }) => {
      test.setTimeout(120_000);
      const number = await bookDepartureToday();
      await useEnglish(page);
      await logIn(page, DEMO.manager.email, DEMO.manager.password);
      await expect(page).toHaveURL(/\/dashboard$/);

      const departures = page.getByTestId('home-figure-departures');
      await expect(departures).toContainText('Departures');
      await expect(page.getByTestId('home-figure-late')).toBeVisible();
      await expect(page.getByTestId('home-figure-outOfService')).toBeVisible();
      await expect(page.getByRole('figure', { name: /^Bookings of the next \d+ days$/ })).toBeVisible();
      await expect(page.getByRole('table', { name: /^Booked revenue of the next \d+ days$/ })).toBeAttached();
      await expect(page.getByText('Use per category')).toBeVisible();

      await departures.click();
      await expect(page).toHaveURL(/\/dashboard\/orders\?period=all&state=DEPARTURES$/);
      await expect(page.getByTestId(`order-row-${number}`)).toBeVisible();

      await page.goBack();
      await page.getByTestId('home-chart-orders-link').click();
      await expect(page).toHaveURL(/state=BOOKED&starts=1$/);
      await expect(page.getByTestId(`order-row-${number}`)).toBeVisible();
    });
  });
}
