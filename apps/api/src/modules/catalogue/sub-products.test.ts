import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProduct, makeProductWithUnits, makeUnits } from '../../../test/factories/catalogue.ts';
import { makeShop } from '../../../test/factories.ts';
import { addHistoryEvent, historyOfUnits } from './history.ts';
import { normalizeQrValue, qrValues } from './qr-values.ts';
import { subProductUnavailabilities } from './tables.ts';

interface Unit {
  id: string;
  qrCodeValue: string;
  serialNumber: string | null;
  state: string;
}

describe('sub-products (units)', async () => {
  const { app, db, clock } = await createTestApp();
  const call = (headers: Record<string, string>, method: string, url: string, payload?: object) =>
    app.inject({ method: method as 'GET', url: `/v2${url}`, headers, payload });

  it('gives every new unit a unique, unambiguous QR value and records its creation', async () => {
    const { headers, company, manager } = await makeShop(app, db);
    const product = await makeProduct(app, headers);
    const units: Unit[] = await makeUnits(app, headers, product.id, 3);
    expect(units).toHaveLength(3);
    for (const u of units) {
      expect(u.qrCodeValue).toMatch(/^HB-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{8}$/);
      expect(u).toMatchObject({ productId: product.id, state: 'GOOD', inService: true, serialNumber: null });
    }
    expect(new Set(units.map((u) => u.qrCodeValue)).size).toBe(3);
    const history = await historyOfUnits(
      db,
      company.id,
      units.map((u) => u.id),
    );
    expect(history.map((e) => e.kind)).toEqual(['created', 'created', 'created']);
    expect(history[0]).toMatchObject({ productId: product.id, actorId: manager.id });
    const detail = await call(headers, 'GET', `/products/byId/${product.id}`);
    expect(detail.json().subProducts.map((u: Unit) => u.id)).toEqual(units.map((u) => u.id));
    expect(detail.json().stock).toEqual({ total: 3, inService: 3, outOfService: 0 });
  });

  it('draws again when a generated QR value collides with an existing one', async () => {
    const { headers } = await makeShop(app, db);
    const product = await makeProduct(app, headers);
    const [first] = await makeUnits(app, headers, product.id, 1);
    const next = vi.spyOn(qrValues, 'next').mockReturnValueOnce(first.qrCodeValue);
    const [second] = await makeUnits(app, headers, product.id, 1);
    expect(next).toHaveBeenCalledTimes(2);
    next.mockRestore();
    expect(second.qrCodeValue).not.toBe(first.qrCodeValue);
    expect((await call(headers, 'GET', `/products/byId/${product.id}`)).json().stock.total).toBe(2);
  });

  it('takes detailed units, refuses repeated or taken serial numbers and QR values', async () => {
    const { headers } = await makeShop(app, db);
    const product = await makeProduct(app, headers);
    const created = await makeUnits(app, headers, product.id, [
      { serialNumber: ' WTU-001 ', qrCodeValue: 'OLD-LABEL-17', size: 'M', notes: 'Selle neuve' },
      { serialNumber: 'WTU-002', state: 'NEW', inService: false },
    ]);
    expect(created).toMatchObject([
      { serialNumber: 'WTU-001', qrCodeValue: 'OLD-LABEL-17', size: 'M', notes: 'Selle neuve', state: 'GOOD' },
      { serialNumber: 'WTU-002', state: 'NEW', inService: false },
    ]);
    const add = (units: object[]) => call(headers, 'POST', '/sub-products', { productId: product.id, units });
    const repeated = await add([{ serialNumber: 'A1' }, { serialNumber: 'a1' }]);
    expect(repeated.statusCode).toBe(400);
    const taken = await add([{ serialNumber: 'wtu-001' }]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'serialNumberTaken', details: { serialNumbers: ['WTU-001'] } });
    const qrTaken = await add([{ qrCodeValue: 'old-label-17' }]);
    expect(qrTaken.json()).toMatchObject({ code: 'qrCodeTaken', details: { qrCodeValues: ['OLD-LABEL-17'] } });
    const badSize = await add([{ size: 'XXL' }]);
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json().details.field).toBe('size');
    expect((await call(headers, 'POST', '/sub-products', { productId: product.id })).statusCode).toBe(400);
    expect((await call(headers, 'POST', '/sub-products', { productId: product.id, count: 501 })).statusCode).toBe(400);
    expect((await call(headers, 'GET', `/products/byId/${product.id}`)).json().stock.total).toBe(2);
  });

  it('finds a unit by its scanned QR value and by serial number', async () => {
    const { headers } = await makeShop(app, db);
    const { product, units, prefix } = await makeProductWithUnits(app, headers, 3);
    const scanned = await call(headers, 'GET', `/products/subProduct/qrCode/${units[1].qrCodeValue}`);
    expect(scanned.json()).toMatchObject({
      id: units[1].id,
      serialNumber: `${prefix}-2`,
      product: { id: product.id, name: 'City bike', stockMode: 'SERIALIZED' },
    });
    // Typed by hand: lower case, O for 0 and l for 1 still find it.
    const typed = units[1].qrCodeValue.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l');
    expect((await call(headers, 'GET', `/products/subProduct/qrCode/${encodeURIComponent(typed)}`)).json().id).toBe(
      units[1].id,
    );
    const bySerial = await call(headers, 'GET', `/products/bySerialNumber?serialNumber=${prefix.toLowerCase()}-3`);
    expect(bySerial.json()).toMatchObject({ id: units[2].id, product: { id: product.id } });
    expect((await call(headers, 'GET', '/products/subProduct/qrCode/HB-00000000')).statusCode).toBe(404);
    expect((await call(headers, 'GET', '/products/bySerialNumber?serialNumber=nothing')).statusCode).toBe(404);
    expect((await call(headers, 'GET', `/products/subProduct/${units[0].id}`)).json()).toMatchObject({
      id: units[0].id,
      unavailabilities: [],
    });
  });

  it('normalises generated QR values only', () => {
    expect(normalizeQrValue(' hb-7k3m9qxd ')).toBe('HB-7K3M9QXD');
    expect(normalizeQrValue('hb-o1l2i3aa')).toBe('HB-011213AA');
    expect(normalizeQrValue('Old-Label-7')).toBe('Old-Label-7');
    expect(normalizeQrValue('HB-short')).toBe('HB-short');
  });

  it('updates one unit, records state changes, and removes a unit with deleted: true', async () => {
    const { headers, company } = await makeShop(app, db);
    const { product, units, prefix } = await makeProductWithUnits(app, headers, 2);
    const res = await call(headers, 'PATCH', `/sub-products/${units[0].id}`, {
      state: 'DAMAGED',
      inService: false,
      notes: 'Dérailleur tordu',
      serialNumber: `${prefix}-9`,
    });
    expect(res.json()).toMatchObject({
      state: 'DAMAGED',
      inService: false,
      notes: 'Dérailleur tordu',
      serialNumber: `${prefix}-9`,
      product: { id: product.id },
    });
    const history = await historyOfUnits(db, company.id, [units[0].id]);
    expect(history[0]).toMatchObject({
      kind: 'stateChanged',
      data: { from: { state: 'GOOD', inService: true }, to: { state: 'DAMAGED', inService: false } },
    });
    await call(headers, 'PATCH', `/sub-products/${units[0].id}`, { notes: 'Réparé bientôt' });
    expect(await historyOfUnits(db, company.id, [units[0].id])).toHaveLength(2);
    const clash = await call(headers, 'PATCH', `/sub-products/${units[0].id}`, { serialNumber: units[1].serialNumber });
    expect(clash.json().code).toBe('serialNumberTaken');
    const same = await call(headers, 'PATCH', `/sub-products/${units[0].id}`, { serialNumber: `${prefix}-9` });
    expect(same.statusCode).toBe(200);

    expect((await call(headers, 'PATCH', `/sub-products/${units[1].id}`, { deleted: true })).statusCode).toBe(200);
    const detail = (await call(headers, 'GET', `/products/byId/${product.id}`)).json();
    expect(detail.subProducts.map((u: Unit) => u.id)).toEqual([units[0].id]);
    expect(detail.stock).toEqual({ total: 1, inService: 0, outOfService: 1 });
    // The label of a removed unit is never given again.
    const reuse = await call(headers, 'POST', '/sub-products', {
      productId: product.id,
      units: [{ qrCodeValue: units[1].qrCodeValue }],
    });
    expect(reuse.json().code).toBe('qrCodeTaken');
    expect((await call(headers, 'PATCH', `/sub-products/${units[1].id}`, { state: 'GOOD' })).statusCode).toBe(404);
  });

  it('updates several units at once, all or nothing', async () => {
    const { headers, company } = await makeShop(app, db);
    const { units } = await makeProductWithUnits(app, headers, 3);
    const ids = [units[0].id, units[2].id];
    const res = await call(headers, 'PATCH', '/sub-products', {
      ids,
      changes: { inService: false, status: 'WAITING' },
    });
    expect(res.json().map((u: Unit & { inService: boolean; status: string }) => [u.id, u.inService, u.status])).toEqual(
      [
        [units[0].id, false, 'WAITING'],
        [units[2].id, false, 'WAITING'],
      ],
    );
    const events = await historyOfUnits(db, company.id, ids);
    expect(events.filter((e) => e.kind === 'stateChanged')).toHaveLength(2);
    const missing = await call(headers, 'PATCH', '/sub-products', {
      ids: [units[1].id, '0190f5a4-7b1c-7d2e-8f00-0123456789ab'],
      changes: { inService: false },
    });
    expect(missing.statusCode).toBe(404);
    expect((await call(headers, 'GET', `/products/subProduct/${units[1].id}`)).json().inService).toBe(true);
    const serialInBulk = await call(headers, 'PATCH', '/sub-products', { ids, changes: { serialNumber: 'X' } });
    expect(serialInBulk.statusCode).toBe(400);
  });

  it('sets unavailability periods per rental type, replacing the previous ones, and validates them', async () => {
    const { headers, company } = await makeShop(app, db);
    const { product, units } = await makeProductWithUnits(app, headers, 2);
    const url = (type: string, unitId = units[0].id, productId = product.id) =>
      `/products/setUnavailabilityDates/${type}/${productId}/${unitId}`;
    const first = await call(headers, 'POST', url('LCD'), {
      periods: [
        { start: '2026-07-10T08:00:00+02:00', end: '2026-07-12T18:00:00+02:00', reason: 'Révision' },
        { start: '2026-07-01T00:00:00Z', end: '2026-07-02T00:00:00Z' },
      ],
    });
    expect(first.json().unavailabilities).toEqual([
      expect.objectContaining({
        rentalType: 'LCD',
        start: '2026-07-01T00:00:00.000Z',
        end: '2026-07-02T00:00:00.000Z',
        reason: null,
      }),
      expect.objectContaining({
        rentalType: 'LCD',
        start: '2026-07-10T06:00:00.000Z',
        end: '2026-07-12T16:00:00.000Z',
        reason: 'Révision',
      }),
    ]);
    await call(headers, 'POST', url('LLD'), {
      periods: [{ start: '2026-09-01T00:00:00Z', end: '2026-10-01T00:00:00Z', reason: 'Prêt' }],
    });
    const replaced = await call(headers, 'POST', url('LCD'), {
      periods: [{ start: '2026-08-01T00:00:00Z', end: '2026-08-03T00:00:00Z', reason: 'Salon' }],
    });
    expect(
      replaced.json().unavailabilities.map((u: { rentalType: string; reason: string }) => [u.rentalType, u.reason]),
    ).toEqual([
      ['LCD', 'Salon'],
      ['LLD', 'Prêt'],
    ]);
    // Stored as a range the availability search can query with &&.
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(subProductUnavailabilities)
      .where(
        and(
          eq(subProductUnavailabilities.companyId, company.id),
          sql`${subProductUnavailabilities.period} && tstzrange('2026-08-02T00:00:00Z', '2026-08-05T00:00:00Z')`,
        ),
      );
    expect(n).toBe(1);

    const backwards = await call(headers, 'POST', url('LCD'), {
      periods: [{ start: '2026-08-03T00:00:00Z', end: '2026-08-03T00:00:00Z' }],
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details.field).toBe('periods[0].end');
    const overlapping = await call(headers, 'POST', url('LCD'), {
      periods: [
        { start: '2026-08-01T00:00:00Z', end: '2026-08-05T00:00:00Z' },
        { start: '2026-08-04T00:00:00Z', end: '2026-08-06T00:00:00Z' },
      ],
    });
    expect(overlapping.statusCode).toBe(400);
    const noOffset = await call(headers, 'POST', url('LCD'), { periods: [{ start: '2026-08-01', end: '2026-08-02' }] });
    expect(noOffset.statusCode).toBe(400);
    const otherProduct = await makeProduct(app, headers);
    expect((await call(headers, 'POST', url('LCD', units[0].id, otherProduct.id), { periods: [] })).statusCode).toBe(
      404,
    );
    const cleared = await call(headers, 'POST', url('LCD'), { periods: [] });
    expect(cleared.json().unavailabilities.map((u: { rentalType: string }) => u.rentalType)).toEqual(['LLD']);
    const kinds = (await historyOfUnits(db, company.id, [units[0].id])).map((e) => e.kind);
    expect(kinds.filter((k) => k === 'unavailability')).toHaveLength(4);
  });

  it('lists units not used yet: setup events do not count, any other event does', async () => {
    const { headers, company } = await makeShop(app, db);
    const { product, units } = await makeProductWithUnits(app, headers, 3);
    const other = await makeProductWithUnits(app, headers, 1);
    await call(headers, 'PATCH', `/sub-products/${units[0].id}`, { state: 'WORN' });
    clock.advance(1000);
    await addHistoryEvent(db, {
      companyId: company.id,
      productId: product.id,
      subProductId: units[1].id,
      kind: 'departure',
      data: { orderId: 'x' },
      at: new Date(),
    });
    const res = await call(headers, 'POST', '/products/subProductWithoutEvents', { productIds: [product.id] });
    expect(res.json().map((u: Unit) => u.id)).toEqual([units[0].id, units[2].id]);
    const all = await call(headers, 'POST', '/products/subProductWithoutEvents', {});
    expect(
      all
        .json()
        .map((u: Unit) => u.id)
        .sort(),
    ).toEqual([units[0].id, units[2].id, other.units[0].id].sort());
  });
});
