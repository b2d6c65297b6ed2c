import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { settingsApi } from '../../../../test/factories/company-settings.ts';
import { makeCompany, makeShop } from '../../../../test/factories.ts';
import { auditLog } from '../../../platform/audit-tables.ts';
import { findCompanyById } from '../../companies/repository.ts';
import { companySlugHistory } from '../tables.ts';

describe('company settings: shop identity', async () => {
  const { app, db } = await createTestApp();

  it('answers defaults for a company that never saved settings', async () => {
    const { company, token } = await makeShop(app, db, { city: 'Annecy', country: 'FR' });
    const { status, body } = await settingsApi(app, token).get();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      companyId: company.id,
      slug: company.slug,
      formerSlugs: [],
      timezone: 'Europe/Paris',
      currency: 'EUR',
      mainInfos: { name: company.name, address: { city: 'Annecy', country: 'FR', street: null, lat: null } },
      vat: { rate: 20, workshopRate: 20, name: 'TVA' },
      cancellationPolicy: {
        policy: 'FLEXIBLE',
        rules: [
          { hoursBeforeStart: 24, refundPercent: 100 },
          { hoursBeforeStart: 0, refundPercent: 50 },
        ],
      },
      openingHours: { monday: [], sunday: [] },
      onlineStore: { showPricing: true, gallery: [] },
      theme: { font: 'DM Sans' },
      updatedAt: null,
    });
  });

  it('updates main infos: identity fields on the company row, the rest in the settings', async () => {
    const { company, token } = await makeShop(app, db);
    const name = `Cycles du Lac ${Date.now()}`;
    const { status, body } = await settingsApi(app, token).put('/company/updateCompanyMainInfos', {
      name: `  ${name} `,
      description: 'Location de vélos et de skis au bord du lac.',
      email: 'bonjour@cycles-du-lac.test',
      phone: '+33 4 50 12 34 56',
      website: 'https://cycles-du-lac.test',
      address: { street: '12 quai Napoléon III', zip: '74000', city: 'Annecy', country: 'FR', lat: 45.899, lng: 6.129 },
    });
    expect(status).toBe(200);
    expect(body.mainInfos).toEqual({
      name,
      description: 'Location de vélos et de skis au bord du lac.',
      email: 'bonjour@cycles-du-lac.test',
      phone: '+33 4 50 12 34 56',
      website: 'https://cycles-du-lac.test/',
      address: { street: '12 quai Napoléon III', zip: '74000', city: 'Annecy', country: 'FR', lat: 45.899, lng: 6.129 },
    });
    expect(await findCompanyById(db, company.id)).toMatchObject({
      name,
      email: 'bonjour@cycles-du-lac.test',
      phone: '+33 4 50 12 34 56',
      city: 'Annecy',
      country: 'FR',
    });
    expect(body.updatedAt).not.toBeNull();
    // null stays null (never coerced to 0 or ""), and clears what was set.
    const cleared = await settingsApi(app, token).put('/company/updateCompanyMainInfos', {
      name,
      description: null,
      website: null,
      address: { street: null, city: 'Annecy', country: 'FR', lat: null, lng: null },
    });
    expect(cleared.body.mainInfos).toMatchObject({
      description: null,
      website: null,
      email: null,
      address: { street: null, lat: null, lng: null, city: 'Annecy' },
    });
  });

  it('refuses a name another company has (409 naming the field), a bad website and half coordinates', async () => {
    const other = await makeCompany(db);
    const { token } = await makeShop(app, db);
    const api = settingsApi(app, token);
    const taken = await api.put('/company/updateCompanyMainInfos', { name: other.name.toUpperCase() });
    expect(taken).toMatchObject({ status: 409, body: { code: 'nameTaken', details: { field: 'name' } } });
    const site = await api.put('/company/updateCompanyMainInfos', {
      name: 'Valid Name',
      website: 'javascript:alert(1)',
    });
    expect(site).toMatchObject({ status: 400, body: { details: { field: 'website' } } });
    const coords = await api.put('/company/updateCompanyMainInfos', {
      name: 'Valid Name',
      address: { city: 'Annecy', country: 'FR', lat: 45.9 },
    });
    expect(coords).toMatchObject({ status: 400, body: { details: { field: 'address.lng' } } });
    const country = await api.put('/company/updateCompanyMainInfos', {
      name: 'Valid Name',
      address: { city: 'Annecy', country: 'France' },
    });
    expect(country).toMatchObject({ status: 400, body: { details: { field: 'address.country' } } });
  });

  it('changes the slug, keeps the old one as a redirect and reserves it', async () => {
    const { company, token } = await makeShop(app, db);
    const api = settingsApi(app, token);
    const fresh = `velos-annecy-${Date.now()}`;
    const { status, body } = await api.put('/company/updateSlug', { slug: fresh });
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug: fresh, formerSlugs: [company.slug] });
    expect((await findCompanyById(db, company.id))?.slug).toBe(fresh);
    const [history] = await db.select().from(companySlugHistory).where(eq(companySlugHistory.slug, company.slug));
    expect(history).toMatchObject({ companyId: company.id });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.slug'), eq(auditLog.entityId, company.id)));
    expect(entry).toMatchObject({ fromState: company.slug, toState: fresh });

    const old = await app.inject({ method: 'GET', url: `/v2/company/slug/${company.slug}/online-store` });
    expect(old.json()).toMatchObject({ id: company.id, slug: fresh, redirectTo: fresh });
    const current = await app.inject({ method: 'GET', url: `/v2/company/slug/${fresh}/online-store` });
    expect(current.json()).toMatchObject({ id: company.id, redirectTo: null });

    // Another company can take neither the live slug nor the former one.
    const other = await makeShop(app, db);
    for (const slug of [fresh, company.slug]) {
      const res = await settingsApi(app, other.token).put('/company/updateSlug', { slug });
      expect(res).toMatchObject({ status: 409, body: { code: 'slugTaken', details: { field: 'slug' } } });
    }
    // The company itself can take its former slug back: it is live again, no longer a redirect.
    const back = await api.put('/company/updateSlug', { slug: company.slug });
    expect(back.body).toMatchObject({ slug: company.slug, formerSlugs: [fresh] });
    const again = await app.inject({ method: 'GET', url: `/v2/company/slug/${fresh}/online-store` });
    expect(again.json()).toMatchObject({ slug: company.slug, redirectTo: company.slug });
  });

  it('validates the slug pattern', async () => {
    const { token } = await makeShop(app, db);
    const api = settingsApi(app, token);
    for (const slug of ['Upper-Case', 'double--dash', '-start', 'a', 'espace ici']) {
      const res = await api.put('/company/updateSlug', { slug });
      expect(res.status, slug).toBe(400);
      expect(res.body.details.field).toBe('slug');
    }
  });

  it('applies currency and time zone to the company row; refuses an unknown zone or currency', async () => {
    const { company, token } = await makeShop(app, db);
    const api = settingsApi(app, token);
    expect((await api.post('/company/currency', { currency: 'CHF' })).body.currency).toBe('CHF');
    expect((await api.post('/company/timezone', { timezone: 'Europe/Zurich' })).body.timezone).toBe('Europe/Zurich');
    expect(await findCompanyById(db, company.id)).toMatchObject({ currency: 'CHF', timezone: 'Europe/Zurich' });
    expect(await api.post('/company/timezone', { timezone: 'Mars/Olympus' })).toMatchObject({
      status: 400,
      body: { details: { field: 'timezone' } },
    });
    expect(await api.post('/company/currency', { currency: 'USD' })).toMatchObject({
      status: 400,
      body: { details: { field: 'currency' } },
    });
    expect((await findCompanyById(db, company.id))?.timezone).toBe('Europe/Zurich');
  });

  it('stores social links of their own network only', async () => {
    const { token } = await makeShop(app, db);
    const api = settingsApi(app, token);
    const { body } = await api.post('/company/updateSocialMedia', {
      facebook: 'https://www.facebook.com/cyclesetglisse',
      instagram: 'https://instagram.com/cyclesetglisse',
      youtube: null,
    });
    expect(body.socialMedia).toMatchObject({
      facebook: 'https://www.facebook.com/cyclesetglisse',
      instagram: 'https://instagram.com/cyclesetglisse',
      youtube: null,
      x: null,
    });
    const wrong = await api.post('/company/updateSocialMedia', { instagram: 'https://facebook.com/cyclesetglisse' });
    expect(wrong).toMatchObject({ status: 400, body: { details: { field: 'instagram' } } });
    const unknown = await api.post('/company/updateSocialMedia', { myspace: 'https://myspace.com/x' });
    expect(unknown).toMatchObject({ status: 400, body: { details: { field: 'myspace' } } });
    // Replacing: a network left out is removed.
    expect((await api.post('/company/updateSocialMedia', { x: 'https://x.com/cg' })).body.socialMedia).toMatchObject({
      facebook: null,
      x: 'https://x.com/cg',
    });
  });

  it('sets the marketplace visibility and the map place id', async () => {
    const { token } = await makeShop(app, db);
    const api = settingsApi(app, token);
    expect((await api.put('/company/rentalPlace', { visible: true })).body.rentalPlace).toEqual({ visible: true });
    const place = 'ChIJD7fiBh9u5kcRYJSMaMOCCwQ';
    expect((await api.put('/company/placeId', { placeId: place })).body.placeId).toBe(place);
    expect((await api.put('/company/placeId', { placeId: null })).body.placeId).toBeNull();
    expect(await api.put('/company/placeId', { placeId: 'bad id!' })).toMatchObject({
      status: 400,
      body: { details: { field: 'placeId' } },
    });
    expect((await api.get()).body.rentalPlace.visible).toBe(true);
  });
});
