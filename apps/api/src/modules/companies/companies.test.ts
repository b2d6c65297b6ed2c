import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { login, makeAdmin, makeCompany, makeEmployee, makeShop } from '../../../test/factories.ts';

describe('companies', async () => {
  const { app, db } = await createTestApp();
  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? { 'x-access-token': token } : {} });

  it('answers the company of the session, to any of its staff', async () => {
    const { company, token } = await makeShop(app, db, { city: 'Annecy', timezone: 'Europe/Paris' });
    const res = await get('/v2/company/currentCompany', token);
    expect(res.json()).toMatchObject({
      id: company.id,
      name: company.name,
      slug: company.slug,
      city: 'Annecy',
      accountStatus: 'ACTIVE',
    });
    const clerk = await makeEmployee(db, company.id, { access: {} });
    expect((await get('/v2/company/currentCompany', await login(app, clerk.email))).json().id).toBe(company.id);
    // An administrator outside any company has no current company.
    const { token: adminToken } = await makeAdmin(app, db);
    expect((await get('/v2/company/currentCompany', adminToken)).statusCode).toBe(403);
  });

  it('answers a company by id only to its staff (404 for any other) and to administrators', async () => {
    const { company, token } = await makeShop(app, db);
    const other = await makeCompany(db);
    expect((await get(`/v2/company/byID/${company.id}`, token)).json()).toMatchObject({
      id: company.id,
      name: company.name,
    });
    const hidden = await get(`/v2/company/byID/${other.id}`, token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 'notFound' });
    expect(hidden.body).not.toContain(other.name);
    const { token: adminToken } = await makeAdmin(app, db);
    expect((await get(`/v2/company/byID/${other.id}`, adminToken)).json().id).toBe(other.id);
    expect((await get(`/v2/company/byID/${other.id}`)).statusCode).toBe(401);
    expect((await get('/v2/company/byID/not-a-uuid', token)).statusCode).toBe(400);
  });

  it('tells whether a company name is free, ignoring case and surrounding spaces', async () => {
    const name = `Vélos du Lac ${Date.now()}`;
    await makeCompany(db, { name });
    const unique = async (value: string) =>
      (await get(`/v2/company/isNameUnique/${encodeURIComponent(value)}`)).json().unique;
    expect(await unique(name)).toBe(false);
    expect(await unique(name.toUpperCase())).toBe(false);
    expect(await unique(` ${name.toLowerCase()} `)).toBe(false);
    expect(await unique(`${name} bis`)).toBe(true);
  });

  it('tells whether a store address (slug) is free', async () => {
    const slug = `lake-bikes-${Date.now()}`;
    await makeCompany(db, { slug });
    const unique = async (value: string) => (await get(`/v2/company/isSlugUnique/${value}`)).json().unique;
    expect(await unique(slug)).toBe(false);
    expect(await unique(slug.toUpperCase())).toBe(false);
    expect(await unique(`${slug}-2`)).toBe(true);
  });

  it('keeps a former store address reserved for the redirect of the company that used it', async () => {
    const shop = await makeShop(app, db);
    const formerSlug = shop.company.slug;
    const moved = await app.inject({
      method: 'PUT',
      url: '/v2/company/updateSlug',
      headers: shop.headers,
      payload: { slug: `${formerSlug}-new` },
    });
    expect(moved.statusCode).toBe(200);
    const unique = async (value: string) => (await get(`/v2/company/isSlugUnique/${value}`)).json().unique;
    expect(await unique(formerSlug)).toBe(false);
    expect(await unique(`${formerSlug}-new`)).toBe(false);
  });
});
