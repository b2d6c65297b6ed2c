import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { makeProduct } from '../../../../test/factories/catalogue.ts';
import { settingsApi } from '../../../../test/factories/company-settings.ts';
import { makeShop } from '../../../../test/factories.ts';
import { companySettings } from '../tables.ts';

describe('company settings: documents, legal texts, online store, notifications, events', async () => {
  const { app, db } = await createTestApp();

  it('stores the four legal texts (rich text up to 100 KB) and refuses scripts or oversize', async () => {
    const { company, token } = await makeShop(app, db);
    const api = settingsApi(app, token);
    const terms = `<h2>Conditions générales</h2><p>${'Le matériel est rendu propre. '.repeat(3000)}</p>`;
    expect(terms.length).toBeGreaterThan(80_000);
    await api.put('/company/termsConditions', { text: terms });
    await api.put('/company/termsConditionsLLD', { text: '<p>Location longue durée : 12 mois minimum.</p>' });
    await api.put('/company/eventCGU', { text: '<p>Sorties encadrées.</p>' });
    const { body } = await api.put('/company/customerTextRGPD', { text: 'Vos données servent à gérer vos locations.' });
    expect(body.legal).toEqual({
      termsConditions: terms,
      termsConditionsLLD: '<p>Location longue durée : 12 mois minimum.</p>',
      eventCGU: '<p>Sorties encadrées.</p>',
      customerTextRGPD: 'Vos données servent à gérer vos locations.',
    });
    const [row] = await db.select().from(companySettings).where(eq(companySettings.companyId, company.id));
    expect(row.termsConditions).toBe(terms);
    for (const text of ['<p onclick="x()">a</p>', '<script>alert(1)</script>', '<a href="javascript:alert(1)">x</a>']) {
      const res = await api.put('/company/eventCGU', { text });
      expect(res, text).toMatchObject({ status: 400, body: { details: { field: 'text' } } });
    }
    expect(await api.put('/company/termsConditions', { text: 'x'.repeat(100_001) })).toMatchObject({
      status: 400,
      body: { details: { field: 'text' } },
    });
    expect((await api.get()).body.legal.eventCGU).toBe('<p>Sorties encadrées.</p>');
  });

  it('sets the document colour and custom fields, and the mail sender', async () => {
    const { token } = await makeShop(app, db);
    const api = settingsApi(app, token);
    expect((await api.put('/company/documentColor', { color: '#0B6E4F' })).body.documents.color).toBe('#0b6e4f');
    expect(await api.put('/company/documentColor', { color: 'green' })).toMatchObject({
      status: 400,
      body: { details: { field: 'color' } },
    });
    const fields = [
      { label: 'SIRET', value: '123 456 789 00012' },
      { label: 'Assurance', value: 'MAIF n° 42' },
    ];
    expect((await api.put('/company/docCustomFields', { fields })).body.documents.customFields).toEqual(fields);
    const twice = await api.put('/company/docCustomFields', { fields: [...fields, { label: 'siret', value: 'x' }] });
    expect(twice).toMatchObject({ status: 400, body: { details: { field: 'fields.2' } } });
    const sender = await api.put('/company/updateCompanyMailSender', {
      name: 'Cycles & Glisse',
      replyTo: 'contact@cg.test',
    });
    expect(sender.body.mailSender).toEqual({ name: 'Cycles & Glisse', replyTo: 'contact@cg.test' });
    expect(await api.put('/company/updateCompanyMailSender', { name: 'Evil\r\nBcc: x', replyTo: null })).toMatchObject({
      status: 400,
      body: { details: { field: 'name' } },
    });
    expect(await api.put('/company/updateCompanyMailSender', { name: null, replyTo: 'not-an-email' })).toMatchObject({
      status: 400,
      body: { details: { field: 'replyTo' } },
    });
  });

  it('sets the online store texts per language, phone, featured items and price display', async () => {
    const { token, headers } = await makeShop(app, db);
    const api = settingsApi(app, token);
    const desc = await api.put('/company/onlineStoreDescription', {
      description: { fr: 'Vélos et skis à Annecy', en: 'Bikes and skis in Annecy', es: '  ' },
      shortDescription: { fr: 'Au bord du lac' },
    });
    expect(desc.body.onlineStore).toMatchObject({
      description: { fr: 'Vélos et skis à Annecy', en: 'Bikes and skis in Annecy' },
      shortDescription: { fr: 'Au bord du lac' },
    });
    expect(desc.body.onlineStore.description).not.toHaveProperty('es');
    expect(await api.put('/company/onlineStoreDescription', { description: { de: 'Fahrräder' } })).toMatchObject({
      status: 400,
      body: { details: { field: 'description.de' } },
    });
    expect(
      (await api.put('/company/updateOnlineStorePhoneNumber', { phone: '+33 6 12 34 56 78' })).body.onlineStore.phone,
    ).toBe('+33 6 12 34 56 78');
    expect(await api.put('/company/updateOnlineStorePhoneNumber', { phone: 'call me' })).toMatchObject({
      status: 400,
      body: { details: { field: 'phone' } },
    });
    const ids = [(await makeProduct(app, headers)).id, (await makeProduct(app, headers)).id];
    expect(
      (await api.put('/company/updateOnlineStoreFeaturedIds', { featuredIds: ids })).body.onlineStore.featuredIds,
    ).toEqual(ids);
    expect(await api.put('/company/updateOnlineStoreFeaturedIds', { featuredIds: [ids[0], ids[0]] })).toMatchObject({
      status: 400,
      body: { details: { field: 'featuredIds.1' } },
    });
    expect(await api.put('/company/updateOnlineStoreFeaturedIds', { featuredIds: ['bike-1'] })).toMatchObject({
      status: 400,
      body: { details: { field: 'featuredIds.0' } },
    });
    // only products of the shop: another shop's or a made-up id is refused, naming it
    const other = await makeProduct(app, (await makeShop(app, db)).headers);
    for (const stranger of [other.id, '0195f2a0-0000-7000-8000-00000000000a']) {
      expect(await api.put('/company/updateOnlineStoreFeaturedIds', { featuredIds: [ids[0], stranger] })).toMatchObject(
        {
          status: 400,
          body: { details: { field: 'featuredIds.1' } },
        },
      );
    }
    const pricing = await api.put('/company/updateShowPricing', { showPricing: false });
    expect(pricing.body.onlineStore).toMatchObject({
      showPricing: false,
      phone: '+33 6 12 34 56 78',
      featuredIds: ids,
    });
    expect(pricing.body.onlineStore.checkoutMode).toBe('PAY_ONLINE');
    const mode = await api.put('/company/onlineStoreCheckoutMode', { checkoutMode: 'REQUEST' });
    expect(mode.body.onlineStore).toMatchObject({ checkoutMode: 'REQUEST', showPricing: false });
    expect(await api.put('/company/onlineStoreCheckoutMode', { checkoutMode: 'FREE' })).toMatchObject({
      status: 400,
      body: { details: { field: 'checkoutMode' } },
    });
  });

  it('sets the order reminder, the opinion booster and the newsletter', async () => {
    const { token } = await makeShop(app, db);
    const api = settingsApi(app, token);
    expect(
      (await api.post('/company/orderReminder', { enabled: true, hoursBeforeStart: 18 })).body.orderReminder,
    ).toEqual({
      enabled: true,
      hoursBeforeStart: 18,
    });
    expect(await api.post('/company/orderReminder', { enabled: true, hoursBeforeStart: 0 })).toMatchObject({
      status: 400,
      body: { details: { field: 'hoursBeforeStart' } },
    });
    const booster = await api.post('/company/opinionBooster', {
      enabled: true,
      delayHours: 6,
      reviewUrl: 'https://g.page/r/cycles-et-glisse/review',
    });
    expect(booster.body.opinionBooster).toEqual({
      enabled: true,
      delayHours: 6,
      reviewUrl: 'https://g.page/r/cycles-et-glisse/review',
    });
    expect(await api.post('/company/opinionBooster', { enabled: true, delayHours: 6 })).toMatchObject({
      status: 400,
      body: { details: { field: 'reviewUrl' } },
    });
    const news = await api.put('/company/newsletterSubscription', {
      customerOptIn: true,
      platformLists: ['BONPLAN', 'BONPLAN'],
    });
    expect(news.body.newsletterSubscription).toEqual({ customerOptIn: true, platformLists: ['BONPLAN'] });
    expect(
      await api.put('/company/newsletterSubscription', { customerOptIn: true, platformLists: ['SPAM'] }),
    ).toMatchObject({
      status: 400,
      body: { details: { field: 'platformLists.0' } },
    });
    // Keeps the other notification when one changes.
    expect((await api.get()).body.orderReminder).toEqual({ enabled: true, hoursBeforeStart: 18 });
  });

  it('sets event tags and universes; the universes tag must be one of the tags', async () => {
    const { token } = await makeShop(app, db);
    const api = settingsApi(app, token);
    expect(await api.put('/company/eventUniversesActivated', { activated: true })).toMatchObject({
      status: 400,
      body: { details: { field: 'activated' } },
    });
    await api.put('/company/eventTags', { tags: ['Balade', ' Sortie guidée ', 'Famille'] });
    await api.put('/company/eventUniverses', { universes: ['Lac', 'Montagne'] });
    await api.put('/company/eventUniversesActivated', { activated: true });
    const { body } = await api.put('/company/eventUniversesTag', { tag: 'sortie guidée' });
    expect(body.events).toEqual({
      tags: ['Balade', 'Sortie guidée', 'Famille'],
      universes: ['Lac', 'Montagne'],
      universesActivated: true,
      universesTag: 'Sortie guidée',
    });
    expect(await api.put('/company/eventUniversesTag', { tag: 'Inconnu' })).toMatchObject({
      status: 400,
      body: { details: { field: 'tag' } },
    });
    expect(await api.put('/company/eventTags', { tags: ['A', 'a'] })).toMatchObject({
      status: 400,
      body: { details: { field: 'tags.1' } },
    });
    // Removing the tag clears the universes tag.
    expect((await api.put('/company/eventTags', { tags: ['Balade'] })).body.events.universesTag).toBeNull();
  });

  it('stores insurance and card-terminal options', async () => {
    const { token } = await makeShop(app, db);
    const api = settingsApi(app, token);
    const tulip = await api.post('/company/tulip/updateSettings', { insuranceMode: 'on_option' });
    expect(tulip.body.integrations.tulip).toEqual({
      linked: false,
      linkedId: null,
      insuranceMode: 'on_option',
      price: { method: 'SHARE', percent: 0, perItemDay: 0, minimum: null },
    });
    expect(await api.post('/company/tulip/updateSettings', { insuranceMode: 'always' })).toMatchObject({
      status: 400,
      body: { details: { field: 'insuranceMode' } },
    });
    const square = await api.put('/company/updateSquareCredentialsLocation', { locationId: 'L8Z3WJ4K2Q' });
    expect(square.body.integrations.square).toEqual({ connected: false, locationId: 'L8Z3WJ4K2Q' });
    expect(await api.put('/company/updateSquareCredentialsLocation', { locationId: 'bad id' })).toMatchObject({
      status: 400,
      body: { details: { field: 'locationId' } },
    });
  });
});
