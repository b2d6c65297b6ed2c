import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProduct } from '../../../test/factories/catalogue.ts';
import { giveSettings } from '../../../test/factories/company-settings.ts';
import { makeCustomer } from '../../../test/factories/customers.ts';
import { makeOrder } from '../../../test/factories/order-lifecycle.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';
import { DEFAULTS } from '../company-settings/sections.ts';
import { orders } from '../orders/tables.ts';
import { MAIL_EVENTS, MAIL_LANGUAGES } from './events.ts';

describe('email templates', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-06-01T08:00:00Z');
  const shop = await makeShop(app, db, {
    name: 'Cycles & Glisse',
    email: 'hello@cycles.test',
    timezone: 'Europe/Paris',
  });
  const other = await makeShop(app, db);
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers = shop.headers) => {
    const res = await app.inject({ method, url: `/v2${url}`, headers, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() };
  };
  await giveSettings(db, shop.company.id, {
    theme: { ...DEFAULTS.theme, primaryColor: '#0e7c66' },
    images: { logo: { key: 'images/logo.png', name: 'logo.png' }, banner: null, cover: null },
  });

  it('lists every event with the built-in texts in five languages until the company edits one', async () => {
    const { status, body } = await call('GET', '/email-template/byCompany');
    expect(status).toBe(200);
    expect(body.map((t: { event: string }) => t.event)).toEqual([...MAIL_EVENTS]);
    for (const t of body) {
      expect(t).toMatchObject({ id: null, isDefault: true, updatedAt: null });
      for (const l of MAIL_LANGUAGES) expect(t.texts[l].body.length).toBeGreaterThan(80);
    }
    const review = body.find((t: { event: string }) => t.event === 'REVIEW_REQUEST');
    expect(review.variables).toContain('review.link');
    expect(review.texts.fr.subject).toBe('Votre avis compte pour {{company.name}}');
    expect(review.texts.it.body).toContain('[Lascia una recensione]({{review.link}})');
    expect(body.find((t: { event: string }) => t.event === 'LATE').variables).not.toContain('review.link');
  });

  it("creates the company's copy, changes it, and goes back to the built-in texts on delete", async () => {
    const created = await call('POST', '/email-template', {
      event: 'LATE',
      texts: { fr: { subject: 'Retard {{order.number}}', body: 'Bonjour {{customer.firstName}}' } },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ event: 'LATE', isDefault: false, updatedAt: '2026-06-01T08:00:00.000Z' });
    expect(created.body.texts.fr).toEqual({
      subject: 'Retard {{order.number}}',
      body: 'Bonjour {{customer.firstName}}',
    });
    expect(created.body.texts.en.subject).toBe('{{company.name}}: your rental #{{order.number}} is overdue');
    const id = created.body.id;

    const changed = await call('POST', '/email-template', {
      event: 'LATE',
      texts: { en: { subject: 'Late {{order.number}}', body: 'Hello' } },
    });
    expect(changed.body.id).toBe(id);
    expect(changed.body.texts.fr.subject).toBe('Retard {{order.number}}');
    expect(changed.body.texts.en.subject).toBe('Late {{order.number}}');
    expect((await call('GET', `/email-template/byId/${id}`)).body.texts.en.body).toBe('Hello');
    const listed = (await call('GET', '/email-template/byCompany')).body;
    expect(listed.find((t: { event: string }) => t.event === 'LATE')).toMatchObject({ id, isDefault: false });

    expect((await call('GET', `/email-template/byId/${id}`, undefined, other.headers)).status).toBe(404);
    expect((await call('DELETE', `/email-template/byId/${id}`, undefined, other.headers)).status).toBe(404);
    expect((await call('DELETE', `/email-template/byId/${id}`)).body).toEqual({ ok: true });
    expect((await call('GET', `/email-template/byId/${id}`)).status).toBe(404);
    const back = (await call('GET', '/email-template/byCompany')).body.find(
      (t: { event: string }) => t.event === 'LATE',
    );
    expect(back).toMatchObject({ id: null, isDefault: true });
    expect(back.texts.fr.subject).toBe('{{company.name}} : votre location n° {{order.number}} est en retard');
  });

  it('refuses an unknown variable, or one the event does not have, naming it', async () => {
    const typo = await call('POST', '/email-template', {
      event: 'ORDER_CONFIRMED',
      texts: { es: { subject: 'Hola', body: 'Hola {{ customer.fristName }}' } },
    });
    expect(typo.status).toBe(400);
    expect(typo.body.details).toMatchObject({ field: 'texts.es.body', variable: 'customer.fristName' });
    expect(typo.body.message).toContain('{{customer.fristName}}');
    const elsewhere = await call('POST', '/email-template', {
      event: 'CANCELLATION',
      texts: { fr: { subject: 'Avis {{review.link}}', body: 'x' } },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.details).toMatchObject({ field: 'texts.fr.subject', variable: 'review.link' });
    expect((await call('GET', '/email-template/byCompany')).body[0].isDefault).toBe(true);
  });

  it('previews with sample values: subject, responsive HTML with the logo and colour, and a text part', async () => {
    const { status, body } = await call('POST', '/email-template/preview', {
      event: 'ORDER_CONFIRMED',
      language: 'en',
    });
    expect(status).toBe(200);
    expect(body.subject).toBe('Cycles & Glisse: your booking #1042 is confirmed');
    expect(body.html).toContain('Cycles &amp; Glisse');
    expect(body.html).toContain('http://localhost:3000/v2/files/images/logo.png');
    expect(body.html).toContain('#0e7c66');
    expect(body.html).toMatch(/@media only screen and \(min-width:480px\)/);
    expect(body.html).toMatch(/>\s*View my booking\s*<\/a>/);
    expect(body.text).toContain('Hello Camille,');
    expect(body.text).toContain('View my booking: http://localhost:3000/your-order/');
    expect(body.text).not.toContain('<');
  });

  it("previews unsaved texts with an order's values, escaping them in the HTML part", async () => {
    const customer = await makeCustomer(db, shop.company.id, {
      firstName: '<b>Zoé & "Co"</b>',
      lastName: 'Lefèvre',
      language: 'fr',
    });
    const product = await makeProduct(app, shop.headers, { name: 'VTT', stockMode: 'QUANTITY', quantity: 3 });
    const order = await makeOrder(app, shop.headers, {
      startDate: '2026-07-04T09:00',
      endDate: '2026-07-05T18:00',
      customerId: customer.id,
      products: [{ productId: product.id, quantity: 1 }],
    });
    const [row] = await db
      .select({ linkKey: orders.linkKey, number: orders.number })
      .from(orders)
      .where(and(eq(orders.companyId, shop.company.id), eq(orders.id, order.id)));
    const { status, body } = await call('POST', '/email-template/preview', {
      event: 'REMINDER_BEFORE_START',
      language: 'fr',
      orderId: order.id,
      subject: 'Rappel n° {{order.number}} pour {{customer.firstName}}',
      body: 'Bonjour {{customer.firstName}} {{customer.lastName}},\n\nDépart le {{order.start}}.\n\n[Ma réservation]({{order.link}})',
    });
    expect(status).toBe(200);
    expect(body.subject).toBe(`Rappel n° ${row.number} pour <b>Zoé & "Co"</b>`);
    expect(body.html).toContain('Bonjour &lt;b&gt;Zoé &amp; &quot;Co&quot;&lt;/b&gt; Lefèvre,');
    expect(body.html).not.toContain('<b>Zoé');
    expect(body.html).toContain('Départ le samedi 4 juillet 2026 à 09:00.');
    expect(body.html).toContain(
      `href="http://localhost:3000/your-order/${shop.company.slug}/${order.id}?token=${row.linkKey}"`,
    );
    expect(body.text).toContain('Bonjour <b>Zoé & "Co"</b> Lefèvre,');
    expect(body.text).toContain(`Ma réservation: http://localhost:3000/your-order/${shop.company.slug}/${order.id}`);

    const bad = await call('POST', '/email-template/preview', {
      event: 'LATE',
      language: 'fr',
      body: '{{order.total}}',
    });
    expect(bad.body.details).toMatchObject({ variable: 'order.total' });
    const foreign = await call(
      'POST',
      '/email-template/preview',
      { event: 'LATE', language: 'fr', orderId: order.id },
      other.headers,
    );
    expect(foreign.status).toBe(404);
  });

  it('needs the settings right: read to see, write to change', async () => {
    const clerk = await makeEmployee(db, shop.company.id, { access: { orders: 'write' } });
    const reader = await makeEmployee(db, shop.company.id, { access: { settings: 'read' } });
    const clerkHeaders = { 'x-access-token': await login(app, clerk.email) };
    const readerHeaders = { 'x-access-token': await login(app, reader.email) };
    expect((await call('GET', '/email-template/byCompany', undefined, clerkHeaders)).status).toBe(403);
    expect((await call('GET', '/email-template/byCompany', undefined, readerHeaders)).status).toBe(200);
    const save = { event: 'LATE', texts: { fr: { subject: 's', body: 'b' } } };
    expect((await call('POST', '/email-template', save, readerHeaders)).status).toBe(403);
  });
});
