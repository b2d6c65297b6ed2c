import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { DEMO, linkInMailbox, useEnglish } from './support/session.ts';
import { drawSignature } from './support/signature.ts';

const DAY_MS = 86_400_000;

async function post(api: APIRequestContext, url: string, data: object) {
  const response = await api.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** The demo shop's API with its manager's session, as the counter would have it. */
async function demoShopApi() {
  const baseURL = test.info().project.use.baseURL;
  const login = await (await request.newContext({ baseURL })).post('/v2/login/user/login/dashboard', {
    data: DEMO.manager,
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return request.newContext({ baseURL, extraHTTPHeaders: { 'x-access-token': token } });
}

/** An order of the demo shop for a new customer with an email, its contract asked for, and the link mailed to them. */
async function orderWithContract(shop: APIRequestContext, suffix: string) {
  const model = await post(shop, '/v2/products/create-product-model', {
    name: `Gravel ${suffix}`,
    verticale: 'BIKE',
    brand: 'Origine',
    sizes: ['M'],
  });
  const product = await post(shop, '/v2/products/create-product', {
    name: `Gravel ${suffix}`,
    productModelId: model.id,
    stockMode: 'QUANTITY',
    quantity: 3,
    priceGrid: { halfDay: 20, days: [{ days: 1, price: 35 }], extraDay: 25 },
    deposit: 400,
  });
  const start = Math.ceil(Date.now() / DAY_MS) * DAY_MS + 3 * DAY_MS + 9 * 3_600_000;
  const email = `signer-${suffix.toLowerCase()}@example.test`;
  const order = (await post(shop, '/v2/order/createOrder', {
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + DAY_MS).toISOString(),
    ignoreOpeningHours: true,
    customer: { firstName: 'Zoé', lastName: `Signer ${suffix}`, email, language: 'en' },
    products: [{ productId: product.id, quantity: 1 }],
  })) as { id: string; number: number };
  await post(shop, '/v2/order/generateDocument', { orderId: order.id, kind: 'CONTRACT', language: 'en' });
  await post(shop, `/v2/order/solveOrderMessage/${order.id}`, { reply: 'Your rental agreement is ready to sign.' });
  return { order, name: `Zoé Signer ${suffix}`, link: await linkInMailbox(email, order.id) };
}

/** Serious or critical axe violations of the page. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

function poppler(tool: 'pdfsig' | 'pdftotext', pdf: Buffer) {
  const file = join(mkdtempSync(join(tmpdir(), 'signed-e2e-')), 'contract.pdf');
  writeFileSync(file, pdf);
  return execFileSync(tool, tool === 'pdftotext' ? ['-layout', file, '-'] : [file], { encoding: 'utf8' });
}

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone, a customer reads the rental agreement from the order's link, draws a signature and signs it", async ({
  page,
}) => {
  await useEnglish(page);
  const shop = await demoShopApi();
  const suffix = Date.now().toString(36).toUpperCase();
  const { order, name, link } = await orderWithContract(shop, suffix);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: `Order #${order.number}` })).toBeVisible();
  const contract = page.getByRole('article', { name: 'Rental agreement' });
  await expect(contract.getByText('To sign')).toBeVisible({ timeout: 30_000 });

  // reading: the link opens the contract's PDF with the order's token
  const readLink = contract.getByRole('link', { name: 'Read the document' });
  const pdf = await page.request.get((await readLink.getAttribute('href')) as string);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(poppler('pdftotext', await pdf.body())).toContain(name);
  expect(await seriousViolations(page)).toEqual([]);

  await contract.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByRole('heading', { name: 'Sign: Rental agreement' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your full name' })).toHaveValue(name);
  await drawSignature(page);
  await page.getByRole('checkbox', { name: /I have read this document and I sign it electronically/ }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Document signed on' })).toBeVisible({ timeout: 30_000 });
  await expect(contract.getByText(/^Signed on /)).toBeVisible();
  await expect(contract.getByRole('button', { name: 'Sign' })).toHaveCount(0);
  // no horizontal scrolling on a phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // the shop's stored file: digitally signed, unaltered, with the signer's name
  const documents = (await (await shop.get(`/v2/order/documents/${order.id}`)).json()) as {
    key: string;
    kind: string;
    signed: boolean;
  }[];
  const signed = documents.find((d) => d.kind === 'CONTRACT');
  expect(signed?.signed).toBe(true);
  const file = await (await shop.get(`/v2/document/download/${signed?.key}`)).body();
  expect(poppler('pdfsig', file)).toContain('Signature is Valid.');
  expect(poppler('pdftotext', file)).toContain(name);
  await shop.dispose();
});
