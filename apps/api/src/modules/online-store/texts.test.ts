import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';

describe('online store: texts', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db, { languages: ['fr', 'en'], defaultLanguage: 'fr' });
  const put = (payload: unknown, headers: Record<string, string> = shop.headers) =>
    app.inject({ method: 'PUT', url: '/v2/online-store-text', headers, payload: payload as object });
  const get = (query = '', companyId = shop.company.id) =>
    app.inject({ method: 'GET', url: `/v2/online-store/online-store-text/${companyId}${query}` });

  it('answers no text before the shop writes any', async () => {
    expect((await get()).json()).toEqual({
      language: 'fr',
      texts: { welcome: null, introduction: null, booking: null, checkout: null, confirmation: null },
      translations: { welcome: {}, introduction: {}, booking: {}, checkout: {}, confirmation: {} },
    });
  });

  it('saves the texts per language and answers them in the asked language, falling back to the default', async () => {
    const saved = await put({
      welcome: { fr: 'Bienvenue au lac', en: 'Welcome to the lake' },
      checkout: { fr: 'Apportez une pièce d’identité.\nMerci !', en: '  ' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      language: 'fr',
      texts: { welcome: 'Bienvenue au lac', checkout: 'Apportez une pièce d’identité.\nMerci !', booking: null },
      translations: { checkout: { fr: 'Apportez une pièce d’identité.\nMerci !' } },
    });
    const en = (await get('?language=en')).json();
    expect(en).toMatchObject({ language: 'en', texts: { welcome: 'Welcome to the lake' } });
    // English left blank: the French text stands in
    expect(en.texts.checkout).toBe('Apportez une pièce d’identité.\nMerci !');
    // a language the shop does not offer answers in its default
    expect((await get('?language=it')).json()).toMatchObject({
      language: 'fr',
      texts: { welcome: 'Bienvenue au lac' },
    });
    // a text left out is removed
    await put({ introduction: { en: 'Bikes since 1990' } });
    expect((await get()).json()).toMatchObject({
      texts: { welcome: null, checkout: null, introduction: 'Bikes since 1990' },
    });
    const [audited] = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from audit_log where company_id = ${shop.company.id} and action = 'settings.update'`,
      )
    ).rows;
    expect(audited!.n).toBe(2);
  });

  it('needs the settings right to change them', async () => {
    const clerk = await makeEmployee(db, shop.company.id, { access: { settings: 'read' } });
    const headers = { 'x-access-token': await login(app, clerk.email) };
    expect((await put({ welcome: { fr: 'Non' } }, headers)).statusCode).toBe(403);
    expect((await put({ welcome: { fr: 'Non' } }, {})).statusCode).toBe(401);
  });

  it('answers 400 naming the field, and 404 for a store that does not exist or is off', async () => {
    expect((await put({ welcome: { de: 'Willkommen' } })).json()).toMatchObject({ statusCode: 400 });
    expect((await put({ welcome: { fr: 'x'.repeat(201) } })).json()).toMatchObject({
      statusCode: 400,
      details: { field: 'welcome.fr' },
    });
    expect((await put({ footer: { fr: 'x' } })).statusCode).toBe(400);
    expect((await get('?language=xx')).json()).toMatchObject({ details: { field: 'language' } });
    expect((await get('', randomUUID())).statusCode).toBe(404);
    const off = await makeShop(app, db);
    await db.execute(sql`update companies set access = '{"onlineStore": false}'::jsonb where id = ${off.company.id}`);
    expect((await get('', off.company.id)).statusCode).toBe(404);
  });
});
