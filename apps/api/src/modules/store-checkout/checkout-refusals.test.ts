import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { racing, winnerFirst } from '../../../test/concurrency.ts';
import { makeProduct } from '../../../test/factories/catalogue.ts';
import { formData } from '../../../test/factories/company-settings.ts';
import { withDefaultFields } from '../../../test/factories/customers.ts';
import { makePromoCode } from '../../../test/factories/pricing.ts';
import { makeSurvey } from '../../../test/factories/states-surveys.ts';
import { checkoutShop, linkToken } from '../../../test/factories/store-checkout.ts';
import { orders } from '../orders/tables.ts';
import { sweepAbandonedDocuments } from './abandoned-documents-job.ts';
import { checkoutDocuments } from './tables.ts';

/* What a checkout refuses, and what it leaves behind when it does: nothing. */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const MINUTE = 60_000;

describe('the online store checkout refuses', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set('2030-09-02T08:00:00Z');
  const store = await checkoutShop(app, db, 'PAY_ON_SITE');
  const other = await checkoutShop(app, db, 'PAY_ON_SITE');
  const companyId = store.shop.company.id;
  const canoe = await makeProduct(app, store.shop.headers, {
    name: 'Canoe',
    stockMode: 'QUANTITY',
    quantity: 3,
    priceGrid: { days: [{ days: 1, price: 55 }] },
  });
  await withDefaultFields(db, companyId, [
    { key: 'birthDate', label: 'Birth date', type: 'date', required: false },
    { key: 'newsletter', label: 'Newsletter', type: 'boolean', required: false },
  ]);
  await makeSurvey(db, companyId, {
    fields: [
      { id: 'licence', label: 'Boating licence', type: 'DOCUMENT', required: true },
      { id: 'gear', label: 'Gear', type: 'MULTIPLE_SELECT', options: ['Vest', 'Paddle'], required: false },
    ],
    productIds: [canoe.id],
  });
  const orderCount = async () =>
    (await db.select({ id: orders.id }).from(orders).where(eq(orders.companyId, companyId))).length;

  it('bad input with a 400 naming the field, leaving the cart and its hold as they were', async () => {
    const shopper = await store.shopper(2);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ termsAccepted: false }, 'termsAccepted', 'termsNotAccepted'],
      [{ customer: { firstName: 'A', lastName: 'B', email: 'not-an-email' } }, 'customer.email', 'validationFailed'],
      [{ payment: 'ONLINE_FULL' }, 'payment', 'validationFailed'],
      [{ customInputs: [{ key: 'birthDate', value: '31/02/1990' }] }, 'customInputs[0].value', 'validationFailed'],
      [{ customInputs: [{ key: 'shoeSize', value: '42' }] }, 'customInputs[0].key', 'validationFailed'],
      [{ customInputs: [{ key: 'newsletter', value: 'maybe' }] }, 'customInputs[0].value', 'validationFailed'],
      [{ survey: [{ questionId: 'licence', answer: 'yes' }] }, 'survey[0].questionId', 'validationFailed'],
      [{ promoCode: 'NOSUCHCODE' }, 'promoCode', 'validationFailed'],
    ];
    for (const [extra, field, code] of cases) {
      const { status, body } = await shopper.checkout(extra);
      expect([field, status, body.code, body.details?.field]).toEqual([field, 400, code, field]);
    }
    expect((await shopper.customer.read()).json().lines[0].quantity).toBe(2);
    expect(await store.freeOnTheDay(store.kayak.id)).toBe(8);
  });

  it('a cart of several periods, naming the cart and why, and leaving the cart and its holds as they were', async () => {
    const shopper = await store.shopper(1);
    const twoDays = [
      ...store.lines(1),
      { kind: 'product', id: store.kayak.id, quantity: 1, start: '2030-09-08', end: '2030-09-08' },
    ];
    expect((await shopper.customer.save(twoDays)).statusCode).toBe(200);
    const held = await store.freeOnTheDay(store.kayak.id);
    const refused = await shopper.checkout();
    expect([refused.status, refused.body.code, refused.body.details]).toEqual([
      400,
      'validationFailed',
      { field: 'cart', reason: 'severalPeriods' },
    ]);
    expect((await shopper.customer.read()).json().lines).toHaveLength(2);
    expect(await store.freeOnTheDay(store.kayak.id)).toBe(held);
  });

  it('a used-up promo code under its lock: the failing step leaves the cart and its holds as they were', async () => {
    const promo = await makePromoCode(db, companyId, { usageLimit: 1 });
    const first = await store.shopper(1);
    const used = await first.checkout({ promoCode: promo.code });
    expect(used.status, JSON.stringify(used.body)).toBe(201);
    expect(used.body.total).toBe(36);
    const second = await store.shopper(1);
    const held = await store.freeOnTheDay(store.kayak.id);
    const refused = await second.checkout({ promoCode: promo.code });
    expect([refused.status, refused.body.details.field]).toEqual([400, 'promoCode']);
    // the cart lines were taken and the order begun in the transaction: all of it rolled back
    expect((await second.customer.read()).statusCode).toBe(200);
    expect(await store.freeOnTheDay(store.kayak.id)).toBe(held);
    expect((await second.checkout()).status).toBe(201);
    expect(await store.freeOnTheDay(store.kayak.id)).toBe(held);
  });

  it('a cart whose hold is over: 409 cartExpired, and no order', async () => {
    const late = await store.shopper(1);
    clock.advance(15 * MINUTE);
    const before = await orderCount();
    const { status, body } = await late.checkout();
    expect([status, body.code]).toEqual([409, 'cartExpired']);
    expect(await orderCount()).toBe(before);
  });

  it('two checkouts of one cart at once: one order, the other finds no cart', async () => {
    const shopper = await store.shopper(1);
    const race = racing(app, db);
    const send = race.send(shopper.cartHeaders(), 'POST', '/online-store/order', shopper.body());
    const { answers, overlapped } = await race.all([send, send]);
    expect(overlapped).toBe(true);
    const [won, lost] = winnerFirst(...answers);
    expect([won!.status, lost!.status, lost!.body.details?.entity]).toEqual([201, 404, 'cart']);
    const booked = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), eq(orders.id, won!.body.orderId as string)));
    expect(booked).toHaveLength(1);
  });

  it("another store's cart, order or token: 404", async () => {
    const shopper = await store.shopper(1);
    const elsewhere = await shopper.checkout({ slug: other.slug });
    expect([elsewhere.status, elsewhere.body.details.entity]).toEqual([404, 'cart']);
    const placed = await shopper.checkout();
    expect(placed.status).toBe(201);
    const token = linkToken(placed.body.orderLink);
    // its link token or the cart token that made it reads it; nothing else does
    expect((await store.readOrder(placed.body.orderId, `?token=${token}`)).status).toBe(200);
    expect((await store.readOrder(placed.body.orderId, '', shopper.cartHeaders())).body.orderId).toBe(
      placed.body.orderId,
    );
    expect((await store.readOrder(placed.body.orderId)).status).toBe(404);
    expect((await store.readOrder(placed.body.orderId, `?token=${'z'.repeat(40)}`)).status).toBe(404);
    const mine = await other.shopper(1);
    const theirs = await mine.checkout();
    expect((await store.readOrder(theirs.body.orderId, `?token=${linkToken(theirs.body.orderLink)}`)).status).toBe(404);
    expect((await store.readOrder(placed.body.orderId, `?token=${linkToken(theirs.body.orderLink)}`)).status).toBe(404);
    const cancel = await app.inject({
      method: 'POST',
      url: `/v2/online-store/order-cancel/${placed.body.orderId}`,
      payload: { companyId: other.shop.company.id, token },
    });
    expect(cancel.statusCode).toBe(404);
  });

  it('survey documents: uploaded for the cart, required to book, then the order keeps them', async () => {
    const shopper = await store.shopper(1, canoe.id);
    const upload = (fields: Record<string, string>, headers: Record<string, string> = shopper.cartHeaders()) => {
      const form = formData(
        [{ field: 'files', filename: 'licence.pdf', contentType: 'application/pdf', data: PDF }],
        fields,
      );
      return app.inject({
        method: 'POST',
        url: '/v2/online-store/uploadSurveyDocuments',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
    };
    const missing = await shopper.checkout();
    expect([missing.status, missing.body.details.field, missing.body.details.questionId]).toEqual([
      400,
      'survey',
      'licence',
    ]);
    expect((await upload({ uids: 'gear' })).json().details.field).toBe('uids');
    expect((await upload({ uids: 'licence' }, {})).statusCode).toBe(404);
    const stored = await upload({ uids: 'licence' });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().documents).toEqual([
      expect.objectContaining({ uid: 'licence', name: 'licence.pdf', type: 'application/pdf', size: PDF.length }),
    ]);
    const listed = await app.inject({
      method: 'GET',
      url: '/v2/online-store/session/surveyDocumentsInfo',
      headers: shopper.cartHeaders(),
    });
    expect(listed.json()).toEqual(stored.json());
    const placed = await shopper.checkout({
      survey: [{ questionId: 'gear', answers: ['Vest', 'Paddle'] }],
      customInputs: [
        { key: 'birthDate', value: '1990-04-12' },
        { key: 'newsletter', value: 'true' },
      ],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await store.orderRow(placed.body.orderId)).customInputs).toEqual({
      birthDate: '1990-04-12',
      newsletter: true,
      gear: ['Vest', 'Paddle'],
    });
    const kept = await app.inject({
      method: 'GET',
      url: `/v2/order/surveyDocuments/${placed.body.orderId}`,
      headers: store.shop.headers,
    });
    expect(kept.json()).toEqual([
      expect.objectContaining({ uid: 'licence', question: 'Boating licence', name: 'licence.pdf' }),
    ]);
    const file = await app.inject({
      method: 'GET',
      url: `/v2/order/surveyDocument/${placed.body.orderId}/${kept.json()[0].id}`,
      headers: store.shop.headers,
    });
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('files of a cart never checked out are deleted the next day, with their bytes', async () => {
    const shopper = await store.shopper(1, canoe.id);
    const form = formData([{ field: 'files', filename: 'scan.pdf', contentType: 'application/pdf', data: PDF }], {
      uids: 'licence',
    });
    const stored = await app.inject({
      method: 'POST',
      url: '/v2/online-store/uploadSurveyDocuments',
      headers: { ...shopper.cartHeaders(), ...form.headers },
      payload: form.payload,
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const [row] = await db
      .select()
      .from(checkoutDocuments)
      .where(and(eq(checkoutDocuments.companyId, companyId), eq(checkoutDocuments.id, stored.json().documents[0].id)));
    expect(await app.deps.storage.get(row!.key)).toBeDefined();
    const env = { db: app.db, deps: app.deps };
    expect(await sweepAbandonedDocuments(env, clock.now())).toBe(0);
    clock.advance(24 * 60 * MINUTE);
    expect(await sweepAbandonedDocuments(env, clock.now())).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(checkoutDocuments).where(eq(checkoutDocuments.id, row!.id))).toEqual([]);
    expect(await app.deps.storage.get(row!.key)).toBeUndefined();
  });
});
