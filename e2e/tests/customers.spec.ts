import { expect, test } from '@playwright/test';
import { DEMO, logIn, useEnglish } from './support/session.ts';

test("a customer's page gives what they booked since their first order, as the API counts it", async ({ page }) => {
  await useEnglish(page);
  await logIn(page, DEMO.manager.email, DEMO.manager.password);
  await expect(page).toHaveURL(/\/dashboard/);
  type Listed = { type: string; isRequest: boolean; customer: { id: string } | null };
  const list = await (await page.request.get('/v2/order?limit=100')).json();
  const customer = (list.items as Listed[]).find((o) => o.type === 'ORDER' && !o.isRequest && o.customer)?.customer;
  if (!customer) throw new Error('the demo shop has no order with a customer');
  const year = new Date().getFullYear();
  const info = await (await page.request.get(`/v2/order/ordersInfoByCustomerId/${customer.id}/${year}`)).json();
  expect(info.allTime.count).toBeGreaterThan(0);

  await page.goto(`/dashboard/customers/${customer.id}`);
  const totals = page.getByTestId('rentals-all-time');
  await expect(page.getByRole('heading', { name: 'All time' })).toBeVisible();
  await expect(totals.getByText(String(info.allTime.count), { exact: true })).toBeVisible();
  const { company } = await (await page.request.get('/v2/user/me')).json();
  const booked = new Intl.NumberFormat('en', { style: 'currency', currency: company.currency }).format(
    info.allTime.totalTTC,
  );
  await expect(totals).toContainText(booked);
  await expect(totals).toContainText('First rental');
  await expect(totals).toContainText('Latest rental');
});
