import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProductWithUnits } from '../../../test/factories/catalogue.ts';
import { login, makeEmployee, makeShop } from '../../../test/factories.ts';
import { auditLog } from '../../platform/audit-tables.ts';
import { newId } from '../../platform/ids.ts';
import { addHistoryEvent } from '../catalogue/history.ts';
import { productHistoryEvents } from '../catalogue/tables.ts';

describe('product history', async () => {
  const { app, db, clock } = await createTestApp();
  const call = (headers: object, method: 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url: `/v2${url}`, headers: headers as Record<string, string>, payload });

  /** A product with two units created on 1 May; unit 1 damaged on 3 May, noted on 4 May, checked on 5 May. */
  async function shopWithHistory() {
    const shop = await makeShop(app, db);
    clock.set('2026-05-01T08:00:00Z');
    const { product, units } = await makeProductWithUnits(app, shop.headers, 2);
    clock.set('2026-05-03T08:00:00Z');
    const patched = await call(shop.headers, 'PATCH', `/sub-products/${units[0].id}`, { state: 'DAMAGED' });
    expect(patched.statusCode).toBe(200);
    await addHistoryEvent(db, {
      companyId: shop.company.id,
      productId: product.id,
      subProductId: units[0].id,
      kind: 'note',
      data: { text: 'Selle changée' },
      at: new Date('2026-05-04T08:00:00Z'),
    });
    return { shop, product, units };
  }

  it('answers the newest state event of each unit, ignoring events that are not about state', async () => {
    const { shop, product, units } = await shopWithHistory();
    const res = await call(shop.headers, 'POST', '/product-history/last-state-events', {
      subProductIds: [units[0].id, units[1].id],
    });
    expect(res.statusCode).toBe(200);
    const [first, second] = res.json();
    expect(first).toMatchObject({
      subProductId: units[0].id,
      event: {
        kind: 'stateChanged',
        productId: product.id,
        productName: product.name,
        subProductId: units[0].id,
        serialNumber: units[0].serialNumber,
        data: { from: { state: 'GOOD' }, to: { state: 'DAMAGED' } },
        actor: { id: shop.manager.id, name: 'Alex Martin' },
        at: '2026-05-03T08:00:00.000Z',
      },
    });
    expect(second).toMatchObject({ subProductId: units[1].id, event: { kind: 'created' } });

    // A state check recorded later becomes the last state.
    await addHistoryEvent(db, {
      companyId: shop.company.id,
      productId: product.id,
      subProductId: units[0].id,
      kind: 'stateCheck',
      data: { answers: { tyres: 'OK' } },
      at: new Date('2026-05-05T08:00:00Z'),
    });
    const again = await call(shop.headers, 'POST', '/product-history/last-state-events', {
      subProductIds: [units[0].id],
    });
    expect(again.json()).toEqual([
      {
        subProductId: units[0].id,
        event: expect.objectContaining({ kind: 'stateCheck', data: { answers: { tyres: 'OK' } } }),
      },
    ]);
  });

  it('searches events of a unit or a product, newest first, by kind and period, paged', async () => {
    const { shop, product, units } = await shopWithHistory();
    const search = (body: object) => call(shop.headers, 'POST', '/product-history/searchEvents', body);
    const ofUnit = await search({ subProductId: units[0].id });
    expect(ofUnit.json()).toMatchObject({ total: 3, page: 1, limit: 50 });
    expect(ofUnit.json().items.map((e: { kind: string }) => e.kind)).toEqual(['note', 'stateChanged', 'created']);

    const ofProduct = await search({ productId: product.id, kinds: ['created'] });
    expect(ofProduct.json().total).toBe(2);
    expect(new Set(ofProduct.json().items.map((e: { subProductId: string }) => e.subProductId))).toEqual(
      new Set(units.map((u: { id: string }) => u.id)),
    );

    const inPeriod = await search({
      productId: product.id,
      from: '2026-05-02T00:00:00Z',
      to: '2026-05-04T00:00:00Z',
    });
    expect(inPeriod.json().items.map((e: { kind: string }) => e.kind)).toEqual(['stateChanged']);

    const secondPage = await search({ subProductId: units[0].id, page: 2, limit: 1 });
    expect(secondPage.json()).toMatchObject({ total: 3, page: 2, limit: 1, items: [{ kind: 'stateChanged' }] });

    const badPeriod = await search({ from: '2026-05-04T00:00:00Z', to: '2026-05-02T00:00:00Z' });
    expect(badPeriod.statusCode).toBe(400);
    expect(badPeriod.json().details.field).toBe('to');
    const badLimit = await search({ limit: 1000 });
    expect(badLimit.json().details.field).toBe('limit');
  });

  it('deletes an event (audited) and answers 404 afterwards', async () => {
    const { shop, units } = await shopWithHistory();
    const [note] = await db
      .select()
      .from(productHistoryEvents)
      .where(and(eq(productHistoryEvents.subProductId, units[0].id), eq(productHistoryEvents.kind, 'note')));
    const res = await call(shop.headers, 'DELETE', '/product-history/delete-event', { eventId: note.id });
    expect(res.json()).toEqual({ ok: true });
    expect(await db.select().from(productHistoryEvents).where(eq(productHistoryEvents.id, note.id))).toEqual([]);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, note.id));
    expect(entry).toMatchObject({ action: 'historyEvent.delete', fromState: 'note', companyId: shop.company.id });
    expect((await call(shop.headers, 'DELETE', '/product-history/delete-event', { eventId: note.id })).statusCode).toBe(
      404,
    );
    const missing = await call(shop.headers, 'DELETE', '/product-history/delete-event', {});
    expect(missing.json().details.field).toBe('eventId');
  });

  it("answers 404 for another company's units, products and events; 403 to delete without catalogue write", async () => {
    const { shop: theirs, product, units } = await shopWithHistory();
    const mine = await makeShop(app, db);
    const last = await call(mine.headers, 'POST', '/product-history/last-state-events', {
      subProductIds: [units[0].id],
    });
    expect(last.statusCode).toBe(404);
    const byUnit = await call(mine.headers, 'POST', '/product-history/searchEvents', { subProductId: units[0].id });
    expect(byUnit.statusCode).toBe(404);
    const byProduct = await call(mine.headers, 'POST', '/product-history/searchEvents', { productId: product.id });
    expect(byProduct.statusCode).toBe(404);
    expect((await call(mine.headers, 'POST', '/product-history/searchEvents', {})).json().total).toBe(0);
    const [event] = await db
      .select()
      .from(productHistoryEvents)
      .where(eq(productHistoryEvents.subProductId, units[1].id));
    const del = await call(mine.headers, 'DELETE', '/product-history/delete-event', { eventId: event.id });
    expect(del.statusCode).toBe(404);
    expect(await db.select().from(productHistoryEvents).where(eq(productHistoryEvents.id, event.id))).toHaveLength(1);
    expect(
      (await call(mine.headers, 'POST', '/product-history/last-state-events', { subProductIds: [newId()] })).statusCode,
    ).toBe(404);

    const reader = await makeEmployee(db, theirs.company.id, { access: { catalogue: 'read' } });
    const headers = { 'x-access-token': await login(app, reader.email) };
    expect((await call(headers, 'POST', '/product-history/searchEvents', { productId: product.id })).json().total).toBe(
      4,
    );
    expect((await call(headers, 'DELETE', '/product-history/delete-event', { eventId: event.id })).statusCode).toBe(
      403,
    );
  });
});
