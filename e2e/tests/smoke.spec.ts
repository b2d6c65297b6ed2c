import { expect, test } from '@playwright/test';

test('the health check reports the API and its database up', async ({ request }) => {
  const response = await request.get('/v2/health/ping');
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ status: 'ok', database: 'up' });
  expect(Date.parse(body.time)).not.toBeNaN();
});

test('the API documentation page renders the Hirebase API description', async ({ page }) => {
  await page.goto('/v2/docs');
  // Swagger UI loads the OpenAPI document in the browser and shows its title
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Hirebase API', { timeout: 30_000 });
});

test('the OpenAPI document is served at /v2/openapi.json', async ({ request }) => {
  const response = await request.get('/v2/openapi.json');
  expect(response.status()).toBe(200);
  const document = await response.json();
  expect(document.openapi).toMatch(/^3\.1/);
  expect(document.info.title).toBe('Hirebase API');
  expect(document.paths['/v2/health/ping']).toBeDefined();
});
