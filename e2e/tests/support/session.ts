import { expect, type Page, request, test } from '@playwright/test';

export const DEMO = {
  admin: { email: 'admin@hirebase.test', password: 'hirebase-admin' },
  manager: { email: 'manager@demo.hirebase.test', password: 'hirebase-demo' },
  staff: { email: 'staff@demo.hirebase.test', password: 'hirebase-demo' },
};

/** Pages show English labels in these tests (French is the app's default). */
export async function useEnglish(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('hirebase.language', 'en'));
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function logOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/**
 * The first link of the latest mail to `email` in the development mailbox, read with an administrator's session of
 * its own (the mailbox is for platform administrators only; the page's own session is left as it is).
 */
export async function linkInMailbox(email: string, path: string): Promise<string> {
  const admin = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const login = await admin.post('/v2/login/user/login/dashboard', { data: DEMO.admin });
    expect(login.ok()).toBe(true);
    const { token } = (await login.json()) as { token: string };
    const response = await admin.get(`/v2/dev/mailbox?to=${encodeURIComponent(email)}`, {
      headers: { 'x-access-token': token },
    });
    expect(response.ok()).toBe(true);
    const { items } = (await response.json()) as { items: { text: string }[] };
    const match = items[0]?.text.match(new RegExp(`https?://\\S*${path}\\?token=\\S+`));
    if (!match) throw new Error(`no ${path} link in the mail to ${email}`);
    return match[0];
  } finally {
    await admin.dispose();
  }
}
