import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { settingsApi } from '../../../test/factories/company-settings.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';
import { findCompanyById } from '../companies/repository.ts';
import { companySettings } from './tables.ts';

/** Company B's staff only ever read and change B's settings; access levels are enforced. */
describe('company settings: tenants and access', async () => {
  const { app, db } = await createTestApp();
  const a = await makeShop(app, db);
  const b = await makeShop(app, db);
  const apiA = settingsApi(app, a.token);
  const apiB = settingsApi(app, b.token);

  it("never shows A's settings to B, and B's changes never touch A", async () => {
    await apiA.put('/company/vat', { vat: 5.5 });
    await apiA.put('/company/cancellationPolicy', { policy: 'STRICT' });
    await apiA.put('/company/documentColor', { color: '#aa0000' });
    const before = (await db.select().from(companySettings).where(eq(companySettings.companyId, a.company.id)))[0];

    const seenByB = await apiB.get();
    expect(seenByB.body).toMatchObject({
      companyId: b.company.id,
      vat: { rate: 20 },
      cancellationPolicy: { policy: 'FLEXIBLE' },
    });
    expect(JSON.stringify(seenByB.body)).not.toContain(a.company.id);

    const calls: [string, string, object][] = [
      ['PUT', '/company/vat', { vat: 10 }],
      ['PUT', '/company/cancellationPolicy', { policy: 'MODERATE' }],
      ['PUT', '/company/documentColor', { color: '#00aa00' }],
      ['POST', '/company/currency', { currency: 'CHF' }],
      ['PUT', '/company/updateSlug', { slug: `b-shop-${Date.now()}` }],
      [
        'PUT',
        '/theme',
        {
          primaryColor: '#000000',
          secondaryColor: '#000000',
          backgroundColor: '#ffffff',
          textColor: '#000000',
          font: 'Lato',
          logoPosition: 'LEFT',
          buttonsRadius: 0,
        },
      ],
    ];
    for (const [method, path, payload] of calls) {
      const res = await apiB.send(method as 'PUT', path, payload);
      expect(res.status, path).toBe(200);
      expect(res.body.companyId ?? b.company.id).toBe(b.company.id);
    }
    const after = (await db.select().from(companySettings).where(eq(companySettings.companyId, a.company.id)))[0];
    expect(after).toEqual(before);
    expect(await findCompanyById(db, a.company.id)).toMatchObject({ currency: 'EUR', slug: a.company.slug });
    expect((await apiA.get()).body).toMatchObject({
      vat: { rate: 5.5 },
      cancellationPolicy: { policy: 'STRICT' },
      documents: { color: '#aa0000' },
      theme: { font: 'DM Sans' },
    });
  });

  it('needs read access to settings to read them and write access to change them', async () => {
    const reader = await makeEmployee(db, a.company.id, { access: { settings: 'read' } });
    const outsider = await makeEmployee(db, a.company.id, { access: { orders: 'write' } });
    const readerApi = settingsApi(app, await login(app, reader.email));
    const outsiderApi = settingsApi(app, await login(app, outsider.email));
    expect((await readerApi.get()).body.companyId).toBe(a.company.id);
    expect((await readerApi.send('GET', '/theme')).status).toBe(200);
    const refused = await readerApi.put('/company/vat', { vat: 7 });
    expect(refused).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect((await readerApi.put('/theme', {})).status).toBe(403);
    expect((await outsiderApi.get()).status).toBe(403);
    expect((await apiA.get()).body.vat.rate).toBe(5.5);
  });

  it('answers 401 without a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/v2/company/settings' });
    expect(res.statusCode).toBe(401);
  });
});
