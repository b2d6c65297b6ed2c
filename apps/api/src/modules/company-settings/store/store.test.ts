import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { giveSettings, settingsApi } from '../../../../test/factories/company-settings.ts';
import { makeCompany, makeShop } from '../../../../test/factories.ts';
import { DEFAULTS } from '../sections.ts';

describe('company settings: public store lookups and theme', async () => {
  const { app, db } = await createTestApp();
  const get = (url: string) => app.inject({ method: 'GET', url: `/v2${url}` });

  it('answers the public view of a store with its public settings in the asked language', async () => {
    const company = await makeCompany(db, {
      languages: ['fr', 'en'],
      defaultLanguage: 'fr',
      city: 'Annecy',
      country: 'FR',
    });
    await giveSettings(db, company.id, {
      onlineStore: {
        ...DEFAULTS.onlineStore,
        description: { fr: 'Vélos au bord du lac', en: 'Bikes by the lake' },
        shortDescription: { fr: 'Annecy' },
        showPricing: false,
        phone: '+33 4 50 00 00 01',
      },
      openingHours: { ...DEFAULTS.openingHours, tuesday: [{ from: '09:00', to: '12:00' }] },
      closedDates: [{ start: '2026-12-25', end: '2026-12-25', label: 'Noël' }],
      theme: { ...DEFAULTS.theme, font: 'Lato', primaryColor: '#123456' },
      termsConditions: '<p>secret-ish long text</p>',
      mailSender: { name: 'Internal', replyTo: 'owner@private.test' },
    });
    const en = await get(`/company/slug/${company.slug}/online-store?language=en`);
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({
      id: company.id,
      name: company.name,
      slug: company.slug,
      redirectTo: null,
      scope: 'online-store',
      language: 'en',
      languages: ['fr', 'en'],
      currency: 'EUR',
      description: 'Bikes by the lake',
      shortDescription: 'Annecy',
      phone: '+33 4 50 00 00 01',
      showPricing: false,
      address: { city: 'Annecy', country: 'FR' },
      openingHours: { tuesday: [{ from: '09:00', to: '12:00' }], monday: [] },
      closedDates: [{ start: '2026-12-25', end: '2026-12-25', label: 'Noël' }],
      theme: { font: 'Lato', primaryColor: '#123456' },
      images: { logo: null, banner: null, cover: null },
      cancellationPolicy: { policy: 'FLEXIBLE' },
    });
    // Private settings stay private.
    expect(en.body).not.toContain('owner@private.test');
    expect(en.body).not.toContain('secret-ish');
    // A language the store does not offer falls back to its default; the slug is case-insensitive.
    const it_ = await get(`/company/slug/${company.slug.toUpperCase()}/online-store?language=it`);
    expect(it_.json()).toMatchObject({ language: 'fr', description: 'Vélos au bord du lac' });
    expect((await get(`/company/slug/${company.slug}/online-store?language=de`)).statusCode).toBe(400);
    expect((await get(`/company/slug/${company.slug}/shop-window`)).statusCode).toBe(400);
  });

  it('finds a store in the marketplace scope only when it is visible there; never an archived one', async () => {
    const { company, token } = await makeShop(app, db);
    expect((await get(`/company/slug/${company.slug}/rental-place`)).statusCode).toBe(404);
    expect((await get(`/company/slug/${company.slug}/dashboard`)).json()).toMatchObject({
      id: company.id,
      scope: 'dashboard',
    });
    await settingsApi(app, token).put('/company/rentalPlace', { visible: true });
    expect((await get(`/company/slug/${company.slug}/rental-place`)).json()).toMatchObject({
      id: company.id,
      rentalPlace: { visible: true },
    });
    const archived = await makeCompany(db, { accountStatus: 'ARCHIVED' });
    const gone = await get(`/company/slug/${archived.slug}/online-store`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('notFound');
    expect((await get('/company/slug/no-such-shop-anywhere/online-store')).statusCode).toBe(404);
  });

  it('answers the store address of a company id (public), 404 for unknown or archived', async () => {
    const company = await makeCompany(db);
    expect((await get(`/company/shopId/${company.id}`)).json()).toEqual({
      companyId: company.id,
      slug: company.slug,
      name: company.name,
      storeUrl: `/store/${company.slug}`,
    });
    const archived = await makeCompany(db, { accountStatus: 'ARCHIVED' });
    expect((await get(`/company/shopId/${archived.id}`)).statusCode).toBe(404);
    expect((await get('/company/shopId/0195f2a0-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/company/shopId/nope')).statusCode).toBe(400);
  });

  it('reads and sets the theme of the online store', async () => {
    const { token } = await makeShop(app, db);
    const api = settingsApi(app, token);
    expect((await api.send('GET', '/theme')).body).toEqual(DEFAULTS.theme);
    const theme = {
      primaryColor: '#0B6E4F',
      secondaryColor: '#f59e0b',
      backgroundColor: '#fafaf9',
      textColor: '#1c1917',
      font: 'Roboto',
      logoPosition: 'CENTER',
      buttonsRadius: 16,
    };
    const { status, body } = await api.put('/theme', theme);
    expect(status).toBe(200);
    expect(body).toEqual({ ...theme, primaryColor: '#0b6e4f' });
    expect((await api.get()).body.theme).toEqual(body);
    for (const [change, field] of [
      [{ font: 'Comic Sans' }, 'font'],
      [{ primaryColor: 'red' }, 'primaryColor'],
      [{ buttonsRadius: 80 }, 'buttonsRadius'],
      [{ logoPosition: 'RIGHT' }, 'logoPosition'],
    ] as const) {
      const res = await api.put('/theme', { ...theme, ...change });
      expect(res.status, field).toBe(400);
      expect(res.body.details.field).toBe(field);
    }
  });
});
