import { expect, type FrameLocator, type Page, request, test } from '@playwright/test';
import { post } from './card-order.ts';
import { DEMO } from './session.ts';

const DAY_MS = 86_400_000;

/** The API with a user's session (the demo shop's manager unless told), as the dashboard would have it. */
export async function signedInApi(user: { email: string; password: string } = DEMO.manager) {
  const baseURL = test.info().project.use.baseURL;
  const anonymous = await request.newContext({ baseURL });
  const login = await anonymous.post('/v2/login/user/login/dashboard', { data: user });
  expect(login.ok(), `login of ${user.email}: ${login.status()}`).toBe(true);
  const { token } = (await login.json()) as { token: string };
  await anonymous.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { 'x-access-token': token } });
}

/** The next Saturday and its Sunday after today, in the shop's time zone (YYYY-MM-DD). */
export function weekend() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  let day = new Date(Date.parse(`${today}T12:00:00Z`));
  do day = new Date(day.getTime() + DAY_MS);
  while (day.getUTCDay() !== 6);
  const saturday = day.toISOString().slice(0, 10);
  const sunday = new Date(day.getTime() + DAY_MS).toISOString().slice(0, 10);
  return { saturday, sunday };
}

/**
 * On a product page (of the page, or of the store framed in another site's page), the calendar's first and last day
 * of the rental, turning its months as a customer does. The calendar opens on the month of the price it shows, which
 * may already be next month's.
 */
export async function chooseDays(page: Page | FrameLocator, first: string, last: string) {
  const month = page.locator('.calendar-head h3');
  const monthOf = (day: string) =>
    new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${day}T12:00:00Z`),
    );
  const target = monthOf(first);
  // the calendar comes to life on the first touch: a month button pressed before does nothing
  await expect(async () => {
    const shown = (await month.textContent()) ?? '';
    if (shown !== target) {
      const later = Date.parse(`1 ${shown}`) > Date.parse(`1 ${target}`);
      await page.getByRole('button', { name: later ? 'Previous month' : 'Next month' }).click();
    }
    await expect(month).toHaveText(target, { timeout: 2000 });
  }).toPass();
  await page.locator(`[data-day="${first}"]`).focus();
  await expect(page.locator('.calendar-grid[data-ready="true"]')).toBeVisible();
  const start = page.locator(`[data-day="${first}"]`);
  await expect(start).not.toHaveAttribute('aria-disabled', 'true');
  await start.click();
  if (first.slice(0, 7) !== last.slice(0, 7)) await page.getByRole('button', { name: 'Next month' }).click();
  await page.locator(`[data-day="${last}"]`).click();
  await expect(page.locator(`[data-day="${last}"]`)).toHaveAttribute('aria-pressed', 'true');
}

/** On the sandbox's card page, the test card that is always accepted. */
export async function payWithTestCard(page: Page, amount: string, button = `Pay ${amount}`) {
  // the card page's own code loads first: longer than a step within it on a loaded machine
  await expect(page.getByText(new RegExp(`${amount.replace(/[.$]/g, '\\$&')} to `))).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await page.getByRole('button', { name: button }).click();
}

/**
 * Opens a shop's store in English and, from its home, the page of the product of that name; in a shop of many
 * products (the demo shop's), found with the store's search first.
 */
export async function openStoreProduct(page: Page, slug: string, name: string, { search = false } = {}) {
  await page.goto(`/store/${slug}?lang=en`);
  if (search) {
    await page.getByRole('searchbox', { name: 'Search for an item' }).fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
  }
  await page
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** No horizontal scrolling at the page's width. */
export async function expectNoSideScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/**
 * The first link matching `pattern` in the newest mail to `email` that has one (of `template` when given), as it
 * arrives in the development mailbox, read with an administrator's session of its own: mails leave through the
 * queue, a moment after what sends them.
 */
export async function mailedLink(email: string, pattern: RegExp, template?: string): Promise<string> {
  const admin = await signedInApi(DEMO.admin);
  try {
    let link = '';
    await expect
      .poll(
        async () => {
          const response = await admin.get(`/v2/dev/mailbox?to=${encodeURIComponent(email)}`);
          const { items } = (await response.json()) as { items: { template: string; text: string }[] };
          const mail = items.find((m) => (!template || m.template === template) && pattern.test(m.text));
          link = mail?.text.match(pattern)?.[0] ?? '';
          return link;
        },
        { message: `a mail to ${email} with ${pattern}`, timeout: 30_000 },
      )
      .not.toBe('');
    return link;
  } finally {
    await admin.dispose();
  }
}

const OPEN = [{ from: '09:00', to: '18:00' }];

/**
 * A shop of its own in the store's given checkout mode (the demo shop stays in its own mode for the other journeys),
 * open every day, with a kayak of two units in its store, and its manager. `partPayment` sets the shop's down payment.
 */
export async function shopOfItsOwn(
  name: string,
  settings: { checkoutMode: string; partPayment?: { enabled: boolean; type: string; value: number } },
) {
  const admin = await signedInApi(DEMO.admin);
  const key = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const manager = { email: `owner-${key}@example.test`, password: 'own-shop-2026' };
  const { company } = (await post(admin, '/v2/admin/company/create', {
    name,
    slug: key,
    accountStatus: 'ACTIVE',
    timezone: 'Europe/Paris',
    currency: 'EUR',
    languages: ['en', 'fr'],
    defaultLanguage: 'en',
    verticales: ['CANOE_KAYAK'],
    country: 'FR',
    manager: { ...manager, firstName: 'Noa', lastName: 'Lake' },
  })) as { company: { id: string; slug: string } };
  await admin.dispose();
  const shop = await signedInApi(manager);
  const week = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, OPEN]),
  );
  const puts: [string, object][] = [
    ['/v2/company/onlineStoreOpeningHours', week],
    ['/v2/company/onlineStoreCheckoutMode', { checkoutMode: settings.checkoutMode }],
  ];
  if (settings.partPayment) puts.push(['/v2/company/partPayment', settings.partPayment]);
  for (const [url, data] of puts) {
    const response = await shop.put(url, { data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  }
  const product = `Kayak ${name.split(' ').at(-1)}`;
  const model = await post(shop, '/v2/products/create-product-model', {
    name: product,
    verticale: 'CANOE_KAYAK',
    brand: 'Rtm',
  });
  await post(shop, '/v2/products/create-product', {
    name: product,
    productModelId: model.id,
    stockMode: 'QUANTITY',
    quantity: 2,
    priceGrid: { days: [{ days: 1, price: 40 }], extraDay: 30 },
  });
  return { slug: company.slug, companyId: company.id, manager, name: product, shop };
}
