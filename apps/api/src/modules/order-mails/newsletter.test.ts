import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeShop } from '../../../test/factories.ts';
import { mailsTo, tokenIn } from '../../../test/mail.ts';
import { newsletterSubscriptions } from './tables.ts';

describe('newsletter subscriptions', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2026-05-04T08:00:00Z');
  const shop = await makeShop(app, db, { name: 'Vélos du Lac', defaultLanguage: 'fr' });
  let client = 0;
  // each call from its own address, so that the per-client limit stays out of the way but in its own test
  const post = (path: string, payload: object, ip = `10.0.0.${++client % 250}`) =>
    app.inject({ method: 'POST', url: `/v2/newsletter/${path}`, payload, remoteAddress: ip });
  const subscribe = (email: string, extra: object = {}) =>
    post('subscribe', { email, company: shop.company.slug, consent: true, consentText: 'I agree', ...extra });
  const rowOf = async (email: string) =>
    (
      await db
        .select()
        .from(newsletterSubscriptions)
        .where(and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.companyId, shop.company.id)))
    )[0];

  it('subscribes only once the mailed link is confirmed, then unsubscribes by the link of the welcome mail', async () => {
    const res = await subscribe('Anna@Example.test');
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(await rowOf('anna@example.test')).toMatchObject({
      status: 'pending',
      lang: 'fr',
      consentText: 'I agree',
      confirmedAt: null,
    });
    const [confirmMail] = await mailsTo(app, 'anna@example.test');
    expect(confirmMail.subject).toBe('Confirmez votre inscription à la newsletter de Vélos du Lac');
    const confirmToken = tokenIn(confirmMail, '/newsletter/confirm');

    // the confirmation link cannot unsubscribe, nor a changed signature confirm
    expect((await post('unsubscribe', { token: confirmToken })).statusCode).toBe(400);
    expect((await post('confirm', { token: `${confirmToken.slice(0, -2)}xx` })).json().details.field).toBe('token');
    expect((await rowOf('anna@example.test')).status).toBe('pending');

    clock.advance(1000);
    expect((await post('confirm', { token: confirmToken })).statusCode).toBe(200);
    expect(await rowOf('anna@example.test')).toMatchObject({ status: 'active', confirmedAt: clock.now() });
    const [welcome] = await mailsTo(app, 'anna@example.test');
    expect(welcome.subject).toBe('Vous êtes inscrit à la newsletter de Vélos du Lac');

    // an address already subscribed gets the same answer and no mail
    expect((await subscribe('anna@example.test')).json()).toEqual(answer);
    expect(await mailsTo(app, 'anna@example.test')).toHaveLength(2);

    const unsubscribeToken = tokenIn(welcome, '/newsletter/unsubscribe');
    expect((await post('unsubscribe', { token: unsubscribeToken })).statusCode).toBe(200);
    expect(await rowOf('anna@example.test')).toMatchObject({ status: 'unsubscribed', unsubscribedAt: clock.now() });
    // once more: still fine, nothing changes
    expect((await post('unsubscribe', { token: unsubscribeToken })).statusCode).toBe(200);
  });

  it('answers every address alike, and a new subscription voids the links mailed before', async () => {
    const fresh = await subscribe('new@example.test');
    clock.advance(1000);
    const again = await subscribe('new@example.test');
    expect(again.json()).toEqual(fresh.json());
    const [latest, earlier] = await mailsTo(app, 'new@example.test');
    expect((await post('confirm', { token: tokenIn(earlier, '/newsletter/confirm') })).statusCode).toBe(400);
    expect((await post('confirm', { token: tokenIn(latest, '/newsletter/confirm') })).statusCode).toBe(200);
  });

  it('refuses a confirmation past 7 days', async () => {
    await subscribe('late@example.test');
    const [mail] = await mailsTo(app, 'late@example.test');
    clock.advance(8 * 24 * 60 * 60 * 1000);
    expect((await post('confirm', { token: tokenIn(mail, '/newsletter/confirm') })).statusCode).toBe(400);
    expect((await rowOf('late@example.test')).status).toBe('pending');
  });

  it('mails one address at most 3 confirmations a day, answering alike', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await subscribe('flood@example.test')).json());
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await mailsTo(app, 'flood@example.test')).toHaveLength(3);
  });

  it('needs consent, a known company or a platform list; the platform list mails in the language asked', async () => {
    expect((await subscribe('x@example.test', { consent: false })).json().details.field).toBe('consent');
    expect((await post('subscribe', { email: 'x@example.test', consent: true })).json().details.field).toBe('list');
    expect((await subscribe('x@example.test', { company: 'no-such-shop' })).statusCode).toBe(404);
    const res = await post('subscribe', { email: 'list@example.test', list: 'BONPLAN', consent: true, lang: 'it' });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(app, 'list@example.test');
    expect(mail.subject).toBe("Conferma l'iscrizione alla newsletter di Hirebase");
  });

  it('limits the calls of one client (429)', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await post('unsubscribe', { token: 'not-a-real-token' }, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
