import { expect, test } from '@playwright/test';
import { newOrderToPay, post, seriousViolations } from './support/card-order.ts';
import { DEMO, linkInMailbox, logIn, useEnglish } from './support/session.ts';

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone, a customer writes to the shop from the mailed link, reads the shop's answer and cancels", async ({
  page,
  browser,
}) => {
  await useEnglish(page);
  const suffix = Date.now().toString(36).toUpperCase();
  const { order, email, shop } = await newOrderToPay(suffix);
  await post(shop, `/v2/order/solveOrderMessage/${order.id}`, { reply: 'Your booking is confirmed.' });

  await page.goto(await linkInMailbox(email, order.id));
  await expect(page.getByRole('heading', { name: `Order #${order.number}` })).toBeVisible();
  // what is left to pay comes first (the price is read from the order: the demo shop's rules change it by the day)
  const balance = page.getByRole('region', { name: 'Left to pay' });
  await expect(balance.getByText(`€${order.totalTTC.toFixed(2)}`, { exact: true })).toBeVisible();
  await expect(balance).toBeInViewport();

  const conversation = page.getByRole('region', { name: /^Messages with / });
  await expect(conversation.getByText('Your booking is confirmed.')).toBeVisible();
  await conversation.getByRole('textbox', { name: /Your message/ }).fill('Can I pick it up at 8 am?');
  await conversation.getByRole('button', { name: 'Send' }).click();
  await expect(conversation.getByText('Message sent to the shop.')).toBeVisible();
  await expect(conversation.getByRole('listitem').last()).toContainText('Can I pick it up at 8 am?');
  expect(await seriousViolations(page)).toEqual([]);

  // the shop answers from its inbox
  const counter = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const desk = await counter.newPage();
  await useEnglish(desk);
  await logIn(desk, DEMO.manager.email, DEMO.manager.password, '/dashboard/counter/requests');
  await desk.getByRole('button', { name: `Open request no. ${order.number}` }).click();
  await desk.getByRole('textbox', { name: /Message to the customer/ }).fill('Yes, from 8 am.');
  await desk.getByRole('button', { name: 'Reply and close' }).click();
  await expect(desk.getByText(`Messages of order no. ${order.number} handled`)).toBeVisible();
  await counter.close();

  // the answer is mailed with the order's link, and shows on the page
  await page.goto(await linkInMailbox(email, order.id));
  await expect(conversation.getByRole('listitem').last()).toContainText('Yes, from 8 am.');

  // within the shop's rules, the customer cancels at once
  const cancel = page.getByRole('region', { name: 'Cancel the order' });
  await expect(cancel.getByText(/^You can cancel it yourself until /)).toBeVisible();
  await cancel.getByRole('button', { name: 'Cancel my order' }).click();
  await cancel.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(cancel.getByText(/^Order cancelled on /)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const seen = (await (await shop.get(`/v2/order/${order.id}`)).json()) as { type: string };
  expect(seen.type).toBe('CANCELED');
  await shop.dispose();
});
