import { expect, test } from '@playwright/test';
import { DEMO } from './support/session.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('a new shop manager on a phone, in Spanish, creates a product with a new category in one form', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const manager = { email: `gerente-${tag}@bicis.test`, password: 'bicis-gerente-2026' };

  // a shop that has just been opened: no product model, no category of its own
  const admin = await page.request.post('/v2/login/user/login/dashboard', { data: DEMO.admin });
  const { token } = (await admin.json()) as { token: string };
  const created = await page.request.post('/v2/admin/company/create', {
    headers: { 'x-access-token': token },
    data: {
      name: `Bicis Sol ${tag}`,
      slug: `bicis-sol-${tag}`,
      accountStatus: 'ACTIVE',
      verticales: ['BIKE'],
      languages: ['es', 'en'],
      defaultLanguage: 'es',
      manager: { ...manager, firstName: 'Lucía', lastName: 'Ortega' },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.context().clearCookies();

  await page.addInitScript(() => window.localStorage.setItem('hirebase.language', 'es'));
  const login = await page.request.post('/v2/login/user/login/dashboard', { data: manager });
  expect(login.ok(), await login.text()).toBe(true);

  await page.goto('/dashboard/catalogue');
  await page.getByRole('link', { name: 'Nuevo producto' }).click();
  await expect(page).toHaveURL(/\/dashboard\/catalogue\/products\/new/);

  // one form: no model to understand first; the model is made with the product
  await expect(page.getByRole('checkbox', { name: 'Usar un modelo de producto existente' })).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Modelo de producto' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Bici de carga eléctrica');
  const category = page.getByRole('combobox', { name: 'Categoría' });
  await category.fill('  Bicis   de carga ');
  await expect(page.getByText('La categoría «Bicis de carga» se creará al guardar.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Descripción' }).fill('Hasta dos niños y 80 kg de carga.');
  await page.getByRole('radio', { name: 'Cantidad', exact: true }).check();
  await page.getByLabel('Cantidad en stock').fill('4');
  if ((await page.getByLabel('Precio, fila 1').count()) === 0)
    await page.getByRole('button', { name: 'Añadir una fila' }).click();
  await page.getByLabel('Número de días, fila 1').fill('1');
  await page.getByLabel('Precio, fila 1').fill('45');
  await page.getByLabel('Fianza', { exact: true }).fill('600');
  await page.getByRole('button', { name: 'Crear el producto' }).click();
  await expect(page).toHaveURL(/\/dashboard\/catalogue\/products\/[0-9a-f-]{36}/);
  await expect(category).toHaveValue('Bicis de carga');

  // the catalogue list shows the product with its category
  await page.goto('/dashboard/catalogue');
  const card = page.locator('[data-testid^="product-row-"]', { hasText: 'Bici de carga eléctrica' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Bicis de carga');
  await expect(card).toContainText('Cantidad: 4');

  // the next product is offered the category as it types, in any case
  await page.getByRole('link', { name: 'Nuevo producto' }).click();
  await expect(page).toHaveURL(/\/dashboard\/catalogue\/products\/new/);
  const next = page.getByRole('combobox', { name: 'Categoría' });
  // typed again if the page was still settling
  await expect(async () => {
    await next.fill('');
    await next.pressSequentially('bicis');
    await expect(page.getByRole('option', { name: 'Bicis de carga' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
