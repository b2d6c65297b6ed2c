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

/** Where the web app sends each kind of user after a login (the login page's own choice, without `?next=`). */
const HOME_OF_ROLE: Record<string, string> = { admin: '/admin' };

/**
 * Opens a session with the login call (its cookie lands in the page's context), then shows the user's home page as
 * the login page would, or `path` for a journey that starts elsewhere (loading the home page first cost it a page
 * load it never looked at). Going through the login form cost every journey a page load of its own; the form itself
 * is checked by `smoke.spec.ts` and `email-templates.spec.ts`, and by the web app's own tests.
 */
export async function logIn(page: Page, email: string, password: string, path?: string) {
  const response = await page.request.post('/v2/login/user/login/dashboard', { data: { email, password } });
  expect(response.ok(), `login of ${email}: ${response.status()}`).toBe(true);
  const { role } = (await response.json()) as { role?: string };
  await page.goto(path ?? HOME_OF_ROLE[role ?? ''] ?? '/dashboard');
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
