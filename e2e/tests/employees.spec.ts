import { expect, test } from '@playwright/test';
import { DEMO, linkInMailbox, logIn, logOut, useEnglish } from './support/session.ts';

test('a manager adds an employee with restricted access, who activates the account and sees only what they may', async ({
  browser,
}) => {
  const email = `nina.${Date.now()}@demo.hirebase.test`;
  const managerPage = await browser.newPage();
  await useEnglish(managerPage);
  await logIn(managerPage, DEMO.manager.email, DEMO.manager.password);
  await expect(managerPage).toHaveURL(/\/dashboard/);
  await expect(managerPage.getByRole('heading', { name: 'Hello Julie!' })).toBeVisible();

  await managerPage
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Employees' })
    .click();
  await managerPage.getByRole('button', { name: 'Add employee' }).click();
  const dialog = managerPage.getByRole('dialog', { name: 'Add employee' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('First name').fill('Nina');
  await dialog.getByLabel('Last name').fill('Petit');
  const matrix = dialog.getByTestId('access-matrix');
  await matrix
    .getByRole('row', { name: /Orders/ })
    .getByText('Write')
    .click();
  await matrix
    .getByRole('row', { name: /Customers/ })
    .getByText('Read')
    .click();
  await dialog.getByRole('button', { name: 'Add and send invitation' }).click();
  await expect(dialog).toBeHidden();
  const row = managerPage.getByTestId(`employee-row-${email}`);
  await expect(row).toContainText('Nina Petit');
  await expect(row).toContainText('Invitation sent');
  await logOut(managerPage);

  // The invitation link lets the employee choose a password.
  const context = await browser.newContext();
  const page = await context.newPage();
  await useEnglish(page);
  await page.goto(await linkInMailbox(email, '/validate-account'));
  await page.getByLabel('New password').fill('nina-secret-42');
  await page.getByLabel('Confirm the password').fill('nina-secret-42');
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page.getByRole('status')).toContainText('Your account is active');

  await logIn(page, email, 'nina-secret-42');
  await expect(page.getByRole('heading', { name: 'Hello Nina!' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Employees' })).toHaveCount(0);
  await page.goto('/dashboard/employees');
  await expect(page.getByText('You do not have access to the employee list.')).toBeVisible();
  await logOut(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await context.close();
});
