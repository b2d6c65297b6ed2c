import { expect, test } from '@playwright/test';

test('the health check reports the API and its database up', async ({ request }) => {
  const response = await request.get('/v2/health/ping');
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ status: 'ok', database: 'up' });
  expect(Date.parse(body.time)).not.toBeNaN();
});

test('the OpenAPI document is served at /v2/openapi.json', async ({ request }) => {
  const response = await request.get('/v2/openapi.json');
  expect(response.status()).toBe(200);
  const document = await response.json();
  expect(document.openapi).toMatch(/^3\.1/);
  expect(document.info.title).toBe('Hirebase API');
  expect(document.paths['/v2/health/ping']).toBeDefined();
});

test('the web app and the API documentation load under their content security policies, the documentation showing the Hirebase API', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`),
    );
    window.localStorage.setItem('hirebase.language', 'en');
  });

  const login = await page.goto('/login');
  expect(login?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(login?.headers()['x-content-type-options']).toBe('nosniff');
  await page.getByLabel('Email').fill('manager@demo.hirebase.test');
  await page.getByLabel('Password', { exact: true }).fill('hirebase-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: /^Hello / })).toBeVisible();
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  const docs = await page.goto('/v2/docs');
  expect(docs?.headers()['content-security-policy']).toContain("script-src 'self'");
  // Swagger UI loads the OpenAPI document in the browser and shows its title; parsing that large document takes
  // over 30 s on a busy machine
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Hirebase API', { timeout: 60_000 });
  expect(violations).toEqual([]);
});
