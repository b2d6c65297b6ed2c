import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO } from './support/session.ts';

/**
 * axe-core on each main page, once it shows its content: no serious or critical violation (colour contrast,
 * names of controls, landmarks…). The page language is the browser's (en-US here).
 */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    }));
}

/** The browser login call: its session cookie lands in the page's context. */
async function logInQuickly(page: Page, user: { email: string; password: string }) {
  const response = await page.request.post('/v2/login/user/login/dashboard', { data: user });
  expect(response.ok()).toBe(true);
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  // a first visit builds the page's chunk cache and lists on a busy machine
  await expect(page.locator('main h1, main h2').first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

test('the login page has no serious accessibility violation and one main landmark', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

const DASHBOARD_PAGES = [
  '/dashboard',
  '/dashboard/catalogue',
  '/dashboard/pricing',
  '/dashboard/customers',
  '/dashboard/orders',
  // the planning: planning.spec.ts checks it on a desktop and a phone, in English and French
  '/dashboard/counter',
  '/dashboard/settings',
  '/dashboard/employees',
];

// One session and one browser context for every page: a context of its own per page paid a login and a cold load of
// the app's code (about 140 files) each time. Each page is a step whose check does not stop the next pages' checks.
test('the dashboard pages have no serious accessibility violation', async ({ page }) => {
  test.setTimeout(60_000 + DASHBOARD_PAGES.length * 60_000);
  await logInQuickly(page, DEMO.manager);
  for (const path of DASHBOARD_PAGES) {
    await test.step(path, async () => {
      await visit(page, path);
      expect.soft(await seriousViolations(page), `${path} has no serious accessibility violation`).toEqual([]);
    });
  }
});

test('the admin back-office has no serious accessibility violation', async ({ page }) => {
  await logInQuickly(page, DEMO.admin);
  await visit(page, '/admin');
  expect(await seriousViolations(page)).toEqual([]);
});
