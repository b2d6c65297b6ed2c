import { expect, test } from '@playwright/test';
import { DEMO, logIn, useEnglish } from './support/session.ts';

// No other spec books this e-bike (deposit 1,500 €).
const EBIKE = 'VAE Cube Touring Hybrid';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, a walk-in is priced with its deposit before booking, then booked and handed out in one step', async ({
  page,
}) => {
  await useEnglish(page);
  await logIn(page, DEMO.manager.email, DEMO.manager.password);
  await expect(page).toHaveURL(/\/dashboard/);
  const from = encodeURIComponent(new Date().toISOString());
  const to = encodeURIComponent(new Date(Date.now() + 4 * 3_600_000).toISOString());
  const free = await (
    await page.request.get(`/v2/products/subProductsByProductName/${encodeURIComponent(EBIKE)}/${from}/${to}`)
  ).json();
  const unit = free.find((u: { product: { name: string } }) => u.product.name === EBIKE) as {
    id: string;
    qrCodeValue: string;
  };
  expect(unit).toBeTruthy();

  await page.goto('/dashboard/counter/quick?action=book');
  await page.getByText('QR scan', { exact: true }).click();
  const input = page.getByRole('textbox', { name: 'QR code' });
  await input.fill(unit.qrCodeValue);
  await input.press('Enter');
  await expect(page.getByTestId(`scanned-${unit.qrCodeValue}`)).toBeVisible();

  // the price before booking: total, VAT, and the deposit the product asks
  const price = page.getByTestId('walk-in-price');
  await expect(price).toContainText('Total incl. VAT');
  await expect(price).toContainText('of which VAT');
  await expect(price).toContainText('Deposit to take€1,500.00');

  const name = `Walk-in ${Date.now().toString(36)}`;
  await page.getByText('New customer', { exact: true }).click();
  await page.getByRole('textbox', { name: /Customer's name/ }).fill(name);
  await page.getByRole('button', { name: 'Book and hand out' }).click();
  // outside opening hours the counter may book anyway, still handing out in the same step
  const done = page.getByText(/^Order no\. \d+ saved$/);
  const anyway = page.getByRole('button', { name: 'Book anyway' });
  await expect(done.or(anyway)).toBeVisible();
  if (await anyway.isVisible()) await anyway.click();
  await expect(done).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hand out now' })).toHaveCount(0);

  const found = await (
    await page.request.get(`/v2/order/list?searchCustomer=${encodeURIComponent(name)}&limit=5`)
  ).json();
  expect(found.items).toHaveLength(1);
  const order = await (await page.request.get(`/v2/order/${found.items[0].id}`)).json();
  expect(order).toMatchObject({ status: 'IN_PROGRESS', createdFrom: 'QUICK_ORDER' });
  expect(order.units.map((u: { qrCodeValue: string; status: string }) => [u.qrCodeValue, u.status])).toEqual([
    [unit.qrCodeValue, 'USED'],
  ]);
});
