import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/card-order.ts';
import { logIn, useEnglish } from './support/session.ts';
import {
  chooseDays,
  expectNoSideScroll,
  mailedLink,
  openStoreProduct,
  payWithTestCard,
  shopOfItsOwn,
  weekend,
} from './support/store.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, a customer sends a booking request, the shop approves it and the customer pays it from the mailed link', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36).toUpperCase();
  const { slug, manager, name, shop } = await shopOfItsOwn(`Kayaks ${suffix}`, { checkoutMode: 'REQUEST' });
  const { saturday, sunday } = weekend();
  const email = `asker-${suffix.toLowerCase()}@example.test`;
  await useEnglish(page);

  await openStoreProduct(page, slug, name);
  await chooseDays(page, saturday, sunday);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'See the cart' }).click();
  await page.getByRole('link', { name: 'Check out' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Send a booking request' })).toBeVisible();
  await expect(
    page.getByText('The shop first confirms your request; you then receive the link to pay by email.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Sacha');
  await page.getByRole('textbox', { name: 'Last name' }).fill(`Asker ${suffix}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('checkbox', { name: 'I accept the rental terms and conditions' }).check();
  await page.getByRole('button', { name: 'Send the request' }).click();

  const heading = page.getByRole('heading', { level: 1, name: /^Booking no\. \d+$/ });
  await expect(heading).toBeVisible();
  const number = Number((await heading.textContent())!.replace('Booking no. ', ''));
  await expect(page.getByText('Request sent, awaiting the shop’s answer')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Pay / })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSideScroll(page);

  // the shop approves the request from its inbox
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const counter = await desk.newPage();
  await useEnglish(counter);
  await logIn(counter, manager.email, manager.password, '/dashboard/counter/requests');
  await counter.getByRole('button', { name: `Open request no. ${number}` }).click();
  await counter.getByRole('button', { name: 'Approve' }).click();
  await expect(counter.getByText(`Request no. ${number} approved: the order is confirmed`)).toBeVisible();
  await desk.close();

  // the customer pays from the mail that says so
  await page.goto(await mailedLink(email, /https?:\/\/\S*\/your-order\/\S*\?token=\S+/, 'orderRequestApproved'));
  await expect(page.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
  const pay = page.getByRole('button', { name: /^Pay €\d+\.\d\d by card$/ });
  const amount = (await pay.textContent())!.match(/€\d+\.\d\d/)![0];
  await pay.click();
  await payWithTestCard(page, amount);
  await expect(page.getByText(`Payment of ${amount} accepted. Thank you!`)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the order' }).click();
  await expect(page.getByText('Left to pay', { exact: true }).locator('..')).toContainText('€0.00', {
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: /by card/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSideScroll(page);
  await shop.dispose();
});
