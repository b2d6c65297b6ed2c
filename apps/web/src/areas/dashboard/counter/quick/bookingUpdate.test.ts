// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../../../api/orders.ts';
import {
  draftOf,
  isUnchanged,
  lineFloor,
  mayIgnoreOpeningHours,
  notEditable,
  unitsByLine,
  updateBody,
  updateProblems,
  withoutLine,
  withProduct,
  withQuantity,
} from './bookingUpdate.ts';
import type { ScannedUnit } from './scanSession.ts';

const ZONE = 'Europe/Paris';

const line = (id: string, kind: string, itemId: string, name: string, quantity: number, parentLineId = null) => ({
  id,
  kind,
  itemId,
  name,
  quantity,
  parentLineId,
  returnedQuantity: 0,
});

const given = (code: string, productId: string, status = 'WAITING') => ({
  subProductId: `u-${code}`,
  productId,
  qrCodeValue: code,
  serialNumber: null,
  status,
  returnedAt: null,
});

/** A booking for Saturday 10:00 to Sunday 18:00 (Paris): 2 bikes (one unit given), a family pack, a service. */
function booking(overrides: Partial<Record<keyof OrderView, unknown>> = {}): OrderView {
  return {
    id: 'o-1',
    number: 41,
    status: 'TO_COME',
    type: 'ORDER',
    createdFrom: 'ONLINE_STORE',
    startDate: '2026-07-11T08:00:00.000Z',
    endDate: '2026-07-12T16:00:00.000Z',
    customer: { id: 'c-1', displayName: 'Léa Martin', email: null, phone: null },
    manualDiscount: 5,
    promoCode: { code: 'ETE', discountAmount: 3, discountType: 'AMOUNT', source: 'COMPANY' },
    delivery: {
      departure: { address: '3 rue du Lac', price: 15, at: '2026-07-11T09:30' },
      arrival: null,
      status: null,
    },
    notes: 'Casque taille M',
    externalInvoiceNumber: 'F-12',
    customInputs: { height: '172' },
    referral: 'HEXPLO',
    lines: [
      line('l-bike', 'product', 'bike', 'VTT', 2),
      line('l-pack', 'pack', 'family', 'Pack famille', 1),
      line('l-seat', 'product', 'seat', 'Siège enfant', 1, 'l-pack' as never),
      line('l-clean', 'service', 'clean', 'Nettoyage', 1),
    ],
    units: [given('B1', 'bike')],
    ...overrides,
  } as unknown as OrderView;
}

const scanned = (code: string, productId: string, productName = productId): ScannedUnit => ({
  subProductId: `u-${code}`,
  productId,
  productName,
  qrCodeValue: code,
  serialNumber: null,
});

describe('changing a booking at the counter', () => {
  it('reads the top-level lines by their line id, without the units the order keeps anyway', () => {
    const draft = draftOf(booking(), ZONE);
    expect(draft.start).toBe('2026-07-11T10:00');
    expect(draft.end).toBe('2026-07-12T18:00');
    expect(draft.lines.map((l) => [l.key, l.kind, l.id, l.quantity, l.subProductIds])).toEqual([
      ['l-bike', 'product', 'bike', 2, []],
      ['l-pack', 'pack', 'family', 1, []],
      ['l-clean', 'service', 'clean', 1, []],
    ]);
  });

  it('keeps everything the change does not touch', () => {
    const order = booking();
    expect(updateBody(order, ZONE, draftOf(order, ZONE), [])).toEqual({
      startDate: '2026-07-11T10:00',
      endDate: '2026-07-12T18:00',
      customerId: 'c-1',
      products: [{ productId: 'bike', quantity: 2 }],
      packs: [{ packId: 'family', quantity: 1 }],
      services: [{ serviceId: 'clean', quantity: 1 }],
      discount: 5,
      promoCode: 'ETE',
      delivery: { departure: { address: '3 rue du Lac', price: 15, at: '2026-07-11T09:30' }, arrival: null },
      notes: 'Casque taille M',
      externalInvoiceNumber: 'F-12',
      customInputs: { height: '172' },
      referral: 'HEXPLO',
      type: 'ORDER',
      createdFrom: 'DASHBOARD',
      ignoreOpeningHours: undefined,
    });
  });

  it('adds a scanned unit to the line of its product: one more, with that unit', () => {
    const order = booking();
    const body = updateBody(order, ZONE, draftOf(order, ZONE), [scanned('B7', 'bike')]);
    expect(body.products).toEqual([{ productId: 'bike', quantity: 3, subProductIds: ['u-B7'] }]);
  });

  it('adds a unit of another product as a new line, after the others', () => {
    const order = booking();
    const added = [scanned('H1', 'helmet', 'Casque'), scanned('H2', 'helmet', 'Casque')];
    const body = updateBody(order, ZONE, draftOf(order, ZONE), added);
    expect(body.products).toEqual([
      { productId: 'bike', quantity: 2 },
      { productId: 'helmet', quantity: 2, subProductIds: ['u-H1', 'u-H2'] },
    ]);
    expect(body.packs).toEqual([{ packId: 'family', quantity: 1 }]);
  });

  it('adds a product chosen by name as a new line of one, sent without units', () => {
    const order = booking();
    const draft = withProduct(draftOf(order, ZONE), { id: 'helmet', name: 'Casque' });
    expect(draft.lines.at(-1)).toEqual({
      key: 'new-helmet',
      kind: 'product',
      id: 'helmet',
      name: 'Casque',
      quantity: 1,
      subProductIds: [],
    });
    expect(updateBody(order, ZONE, draft, []).products).toEqual([
      { productId: 'bike', quantity: 2 },
      { productId: 'helmet', quantity: 1 },
    ]);
    expect(isUnchanged(order, ZONE, draft, [])).toBe(false);
  });

  it('raises the line of a product chosen again, or already on the order', () => {
    const order = booking();
    const twice = [
      { id: 'helmet', name: 'Casque' },
      { id: 'helmet', name: 'Casque' },
      { id: 'bike', name: 'VTT' },
    ];
    const draft = twice.reduce(withProduct, draftOf(order, ZONE));
    expect(draft.lines.map((l) => [l.key, l.quantity])).toEqual([
      ['l-bike', 3],
      ['l-pack', 1],
      ['l-clean', 1],
      ['new-helmet', 2],
    ]);
    expect(updateBody(order, ZONE, draft, []).products).toEqual([
      { productId: 'bike', quantity: 3 },
      { productId: 'helmet', quantity: 2 },
    ]);
  });

  it('puts a unit scanned of a product added by name on that line, one more', () => {
    const order = booking();
    const draft = withProduct(draftOf(order, ZONE), { id: 'helmet', name: 'Casque' });
    expect(updateBody(order, ZONE, draft, [scanned('H1', 'helmet')]).products).toEqual([
      { productId: 'bike', quantity: 2 },
      { productId: 'helmet', quantity: 2, subProductIds: ['u-H1'] },
    ]);
  });

  it('adds a line again for a product whose line was removed', () => {
    const order = booking();
    const draft = withProduct(withoutLine(draftOf(order, ZONE), 'l-bike'), { id: 'bike', name: 'VTT' });
    expect(draft.lines.map((l) => [l.key, l.quantity])).toEqual([
      ['l-pack', 1],
      ['l-clean', 1],
      ['new-bike', 1],
    ]);
  });

  it('removes a line and lowers another', () => {
    const order = booking();
    const draft = withQuantity(withoutLine(draftOf(order, ZONE), 'l-clean'), 'l-bike', 1);
    const body = updateBody(order, ZONE, draft, []);
    expect(body.products).toEqual([{ productId: 'bike', quantity: 1 }]);
    expect(body.services).toEqual([]);
    expect(body.packs).toEqual([{ packId: 'family', quantity: 1 }]);
  });

  it('moves the end only, and may book outside opening hours on request', () => {
    const order = booking();
    const draft = { ...draftOf(order, ZONE), end: '2026-07-13T12:00' };
    const body = updateBody(order, ZONE, draft, [], { ignoreOpeningHours: true });
    expect(body.startDate).toBe('2026-07-11T10:00');
    expect(body.endDate).toBe('2026-07-13T12:00');
    expect(body.ignoreOpeningHours).toBe(true);
  });

  it('keeps the products the order gave to the category items of its packs, once the catalogue is known', () => {
    const order = booking();
    const seats = {
      id: 'pi-seat',
      productId: null,
      categoryId: 'cat-seat',
      category: { name: { fr: 'Sièges' } },
      quantity: 1,
    };
    const packs = {
      packItemsOf: (packId: string) => (packId === 'family' ? [seats] : undefined),
      categoryOf: (productId: string) => (productId === 'seat' ? 'cat-seat' : null),
    };
    expect(updateBody(order, ZONE, draftOf(order, ZONE), [], { packs }).packs).toEqual([
      { packId: 'family', quantity: 1, selections: [{ packItemId: 'pi-seat', productId: 'seat' }] },
    ]);
  });

  it('sends no delivery and no referral when the order has none', () => {
    const order = booking({ delivery: { departure: null, arrival: null, status: null }, referral: null });
    const body = updateBody(order, ZONE, draftOf(order, ZONE), []);
    expect(body.delivery).toBeNull();
    expect(body.referral).toBeNull();
  });

  it("keeps where the delivery goes when the store's customer located the address", () => {
    const stop = { address: '3 rue du Lac', price: 15, at: null, lat: 45.8408, lng: 6.2138 };
    const order = booking({ delivery: { departure: stop, arrival: null, status: null } });
    expect(updateBody(order, ZONE, draftOf(order, ZONE), []).delivery).toEqual({ departure: stop, arrival: null });
  });

  it('tells when nothing changed', () => {
    const order = booking();
    const draft = draftOf(order, ZONE);
    expect(isUnchanged(order, ZONE, draft, [])).toBe(true);
    expect(isUnchanged(order, ZONE, draft, [scanned('B7', 'bike')])).toBe(false);
    expect(isUnchanged(order, ZONE, withQuantity(draft, 'l-bike', 3), [])).toBe(false);
    expect(isUnchanged(order, ZONE, withoutLine(draft, 'l-clean'), [])).toBe(false);
    expect(isUnchanged(order, ZONE, { ...draft, end: '2026-07-12T19:00' }, [])).toBe(false);
  });

  it('lists the units of the order under the first line of their product', () => {
    const order = booking({ units: [given('B1', 'bike'), given('S1', 'seat')] });
    const byLine = unitsByLine(order, draftOf(order, ZONE));
    expect(byLine.get('l-bike')?.map((u) => u.qrCodeValue)).toEqual(['B1']);
    expect(byLine.has('l-pack')).toBe(false);
  });
});

describe('what a booking must keep', () => {
  it('keeps room for the units out with the customer, a pack for the products of its own', () => {
    const order = booking({
      status: 'IN_PROGRESS',
      units: [given('B1', 'bike', 'USED'), given('B2', 'bike', 'USED'), given('S1', 'seat', 'USED')],
    });
    const draft = draftOf(order, ZONE);
    expect(lineFloor(order, draft, [], 'l-bike')).toBe(2);
    expect(lineFloor(order, draft, [], 'l-pack')).toBe(1);
    expect(lineFloor(order, draft, [], 'l-clean')).toBe(0);
    const lowered = withQuantity(draft, 'l-bike', 1);
    expect(updateProblems(order, lowered, [], '2026-07-11T12:00')).toEqual(['unitsKept']);
  });

  it('lets waiting units go, unless units of the same product are added', () => {
    const order = booking({ units: [given('B1', 'bike'), given('B2', 'bike')] });
    const draft = draftOf(order, ZONE);
    expect(lineFloor(order, draft, [], 'l-bike')).toBe(0);
    expect(lineFloor(order, draft, [scanned('B7', 'bike')], 'l-bike')).toBe(2);
    expect(lineFloor(order, draft, [scanned('H1', 'helmet')], 'l-bike')).toBe(0);
  });

  it('needs a line left and an end after the start, after now once the units are out', () => {
    const order = booking();
    const draft = draftOf(order, ZONE);
    const empty = ['l-bike', 'l-pack', 'l-clean'].reduce(withoutLine, draft);
    expect(updateProblems(order, empty, [], '2026-07-10T12:00')).toEqual(['noLines']);
    expect(updateProblems(order, empty, [scanned('B7', 'bike')], '2026-07-10T12:00')).toEqual([]);
    expect(updateProblems(order, { ...draft, end: draft.start }, [], '2026-07-10T12:00')).toEqual(['endTooEarly']);

    const out = booking({ status: 'IN_PROGRESS' });
    const shortened = { ...draftOf(out, ZONE), end: '2026-07-11T15:00' };
    expect(updateProblems(out, shortened, [], '2026-07-11T14:00')).toEqual([]);
    expect(updateProblems(out, shortened, [], '2026-07-11T15:30')).toEqual(['endTooEarly']);
  });

  it('refuses orders the API cannot change', () => {
    expect(notEditable(booking())).toBeNull();
    expect(notEditable(booking({ type: 'CANCELED' }))).toBe('canceled');
    expect(notEditable(booking({ status: 'ENDED' }))).toBe('ended');
    const back = { ...given('B1', 'bike', 'ENDED'), returnedAt: '2026-07-11T12:00:00.000Z' };
    // part of it back: still changeable, but the line keeps at least what came back and what is out
    const partly = booking({
      status: 'IN_PROGRESS',
      units: [back, given('B2', 'bike', 'USED')],
      lines: [{ ...line('l-bike', 'product', 'bike', 'VTT', 2), returnedQuantity: 1 }],
    });
    expect(notEditable(partly)).toBeNull();
    expect(lineFloor(partly, draftOf(partly, ZONE), [], 'l-bike')).toBe(2);
    expect(mayIgnoreOpeningHours(booking())).toBe(false);
    expect(mayIgnoreOpeningHours(booking({ createdFrom: 'QUICK_ORDER' }))).toBe(true);
  });
});
