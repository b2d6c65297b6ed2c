import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, logIn, useEnglish } from './support/session.ts';

const HOUR_MS = 3_600_000;

async function post(api: APIRequestContext, url: string, data: object, method: 'post' | 'put' = 'post') {
  const response = await api[method](url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

/**
 * A walk-in's order of its own helmet for four hours (a half day, 20.00 before the shop's rules — a weekend rule of
 * another journey may add to it; 150.00 of deposit), starting now.
 */
async function walkInOrder(page: Page, suffix: string) {
  const model = await post(page.request, '/v2/products/create-product-model', {
    name: `Helmet ${suffix}`,
    verticale: 'BIKE',
    brand: 'Origine',
    sizes: ['M'],
  });
  const helmet = await post(page.request, '/v2/products/create-product', {
    name: `Helmet ${suffix}`,
    productModelId: model.id,
    stockMode: 'QUANTITY',
    quantity: 3,
    deposit: 150,
    priceGrid: { halfDay: 20, days: [{ days: 1, price: 35 }], extraDay: 25 },
  });
  const start = Date.now() + 5 * 60_000;
  return (await post(page.request, '/v2/order/createOrder', {
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + 4 * HOUR_MS).toISOString(),
    ignoreOpeningHours: true,
    customer: { firstName: 'Walk', lastName: `In ${suffix}` },
    products: [{ productId: helmet.id, quantity: 1 }],
  })) as { id: string; number: number; totalTTC: number };
}

const CARD_PAGE = /\/pay\/sandbox\//;

/**
 * Taps the button that opens the sandbox's card page until that page is reached: on a loaded machine a tap can land
 * while the card re-renders. The button keeps one key, so a second tap opens the same card page.
 */
async function openCardPage(page: Page, name: string) {
  await expect(async () => {
    if (!CARD_PAGE.test(page.url())) await page.getByRole('button', { name }).click({ timeout: 5_000 });
    await expect(page).toHaveURL(CARD_PAGE, { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

/** The sandbox's card page: the accepted test card, then the button that pays or holds. */
async function payOnCardPage(page: Page, button: string | RegExp) {
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await page.getByRole('button', { name: button }).click();
}

test('a walk-in pays by card and leaves a card deposit at the hand-out; at return 20 € are kept for a damaged helmet, the rest released', async ({
  page,
}) => {
  // card page, hand-out, return and capture: a long journey on a shared machine
  test.setTimeout(180_000);
  await useEnglish(page);
  await logIn(page, DEMO.manager.email, DEMO.manager.password);
  await expect(page).toHaveURL(/\/dashboard/);
  const settings = await (await page.request.get('/v2/company/settings')).json();
  const access = settings.bail.access;
  await post(page.request, '/v2/company/bailAccess', { ...access, enabled: true, dashboard: true }, 'put');
  try {
    const order = await walkInOrder(page, Date.now().toString(36).toUpperCase());

    // the walk-in pays the rental by card at the counter
    await page.goto(`/dashboard/orders/${order.id}`);
    await openCardPage(page, 'Card payment');
    const rental = `€${order.totalTTC.toFixed(2)}`;
    await payOnCardPage(page, `Pay ${rental}`);
    await expect(page.getByText(`Payment of ${rental} accepted. Thank you!`)).toBeVisible();

    // at the hand-out the counter asks for the deposit: the customer leaves a hold on their card
    await page.goto(`/dashboard/counter/quick?action=handOut&order=${order.id}`);
    await expect(page.getByText('This order asks for a deposit of €150.00: none is held yet.')).toBeVisible();
    await openCardPage(page, 'Card hold');
    await payOnCardPage(page, 'Pay €150.00');
    await expect(page.getByText('€150.00 held on your card.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the order' }).click();

    // at return: 20 € kept for the damaged helmet, the rest of the hold released with it
    const deposit = page.getByRole('article', { name: 'Deposit €150.00' }).filter({ hasText: 'Card hold ·' });
    await expect(deposit.getByText('Held', { exact: true })).toBeVisible({ timeout: 30_000 });
    await deposit.getByRole('button', { name: 'Keep part' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('20');
    await dialog.getByRole('textbox', { name: /Note/ }).fill('Damaged helmet');
    await dialog.getByRole('button', { name: 'Keep', exact: true }).click();
    await expect(deposit.getByText('Partly kept')).toBeVisible();
    await expect(deposit).toContainText('€150.00 · held €0.00 · kept €20.00 · given back €130.00');
    await expect(page.getByText(`Paid ${rental}`).first()).toBeVisible();
  } finally {
    await post(page.request, '/v2/company/bailAccess', access, 'put');
  }
});
