// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../../../api/orders.ts';
import { emptyOrder, formFieldOf, fromOrder, type OrderFormValues, toOrderBody } from './orderForm.ts';

const period = { startDay: '2026-11-28', startTime: '09:00', endDay: '2026-11-29', endTime: '18:00' };

function filled(): OrderFormValues {
  const values = emptyOrder(period);
  values.lines = [
    { key: 'a', kind: 'service', id: 'svc-1', name: 'Lock', quantity: 2, subProductIds: [] },
    { key: 'b', kind: 'product', id: 'bike', name: 'Bike', quantity: 2, subProductIds: ['u1', 'u2', 'u3'] },
    { key: 'c', kind: 'pack', id: 'pack-1', name: 'Family', quantity: 1, subProductIds: [] },
    { key: 'd', kind: 'product', id: 'helmet', name: 'Helmet', quantity: 3, subProductIds: [] },
  ];
  values.customerId = 'cust-1';
  return values;
}

describe('form → OrderBody', () => {
  it('sends the period as wall-clock times of the shop and splits the lines by kind', () => {
    const body = toOrderBody(filled());
    expect(body).toMatchObject({
      startDate: '2026-11-28T09:00',
      endDate: '2026-11-29T18:00',
      customerId: 'cust-1',
      products: [
        { productId: 'bike', quantity: 2, subProductIds: ['u1', 'u2'] },
        { productId: 'helmet', quantity: 3 },
      ],
      packs: [{ packId: 'pack-1', quantity: 1 }],
      services: [{ serviceId: 'svc-1', quantity: 2 }],
      type: 'ORDER',
      createdFrom: 'DASHBOARD',
      discount: 0,
      promoCode: null,
      delivery: null,
      notes: null,
    });
    expect(body.products?.[1]).not.toHaveProperty('subProductIds');
    expect(body).not.toHaveProperty('customer');
  });

  it('sends the products chosen for the category items of a pack line, and none when all are automatic', () => {
    const values = filled();
    values.lines[2].selections = { 'item-bikes': 'bike', 'item-helmets': '' };
    values.lines.push({
      key: 'e',
      kind: 'pack',
      id: 'pack-2',
      name: 'Duo',
      quantity: 2,
      subProductIds: [],
    });
    expect(toOrderBody(values).packs).toEqual([
      { packId: 'pack-1', quantity: 1, selections: [{ packItemId: 'item-bikes', productId: 'bike' }] },
      { packId: 'pack-2', quantity: 2 },
    ]);
  });

  it('creates the customer inline, rounds amounts, keeps only filled delivery stops', () => {
    const values = filled();
    values.customerMode = 'new';
    values.customer = { ...values.customer, firstName: ' Léa ', lastName: 'Martin', email: 'lea@example.com' };
    values.discount = '12,345';
    values.promoCode = ' noel ';
    values.delivery.departure = { enabled: true, address: ' 3 rue du Lac ', price: 15, located: null };
    values.delivery.arrival = { enabled: true, address: '  ', price: 5, located: null };
    values.preBooking = true;
    values.notes = '  Casque taille M ';
    const body = toOrderBody(values);
    expect(body.customer).toEqual({
      type: 'individual',
      firstName: 'Léa',
      lastName: 'Martin',
      companyName: null,
      email: 'lea@example.com',
      phone: null,
    });
    expect(body).not.toHaveProperty('customerId');
    expect(body.discount).toBe(12.35);
    expect(body.promoCode).toBe('NOEL');
    expect(body.delivery).toEqual({ departure: { address: '3 rue du Lac', price: 15 }, arrival: null });
    expect(body.type).toBe('PRE_BOOKING');
    expect(body.notes).toBe('Casque taille M');
  });

  it('points an API field error at the form line it came from', () => {
    const values = filled();
    expect(formFieldOf(values, 'products[1].quantity')).toBe('lines.3.quantity');
    expect(formFieldOf(values, 'products[0].subProductIds[1]')).toBe('lines.1.subProductIds');
    expect(formFieldOf(values, 'packs[0].quantity')).toBe('lines.2.quantity');
    expect(formFieldOf(values, 'services[0].quantity')).toBe('lines.0.quantity');
    expect(formFieldOf(values, 'products[5].quantity')).toBeUndefined();
    expect(formFieldOf(values, 'startDate')).toBe('startDay');
    expect(formFieldOf(values, 'promoCode')).toBe('promoCode');
    expect(formFieldOf(values, 'customer.email')).toBe('customerId');
    expect(formFieldOf({ ...values, customerMode: 'new' }, 'customer.email')).toBe('customer.email');
    expect(formFieldOf(values, 'delivery.departure.price')).toBe('delivery.departure.price');
    expect(formFieldOf(values, 'somethingElse')).toBeUndefined();
  });
});

describe('API errors about the choices of a pack line', () => {
  const withPacks = () => {
    const values = filled();
    values.lines[2].selections = { 'item-bikes': 'bike', 'item-helmets': '', 'item-locks': 'lock' };
    values.lines.push({ key: 'e', kind: 'pack', id: 'pack-2', name: 'Duo', quantity: 1, subProductIds: [] });
    return values;
  };

  it('puts an error naming no item on the choices of the pack line, not on its quantity', () => {
    const values = withPacks();
    expect(formFieldOf(values, 'packs[0].selections')).toBe('lines.2.selections');
    // a line whose choices are all automatic has no selections value, the error still goes to its choices
    expect(formFieldOf(values, 'packs[1].selections')).toBe('lines.4.selections');
    expect(formFieldOf(values, 'packs[2].selections')).toBeUndefined();
  });

  it('puts an error naming one selection of the body on the item it was sent for', () => {
    const values = withPacks();
    // sent selections: item-bikes, item-locks (the automatic helmet is left out)
    expect(formFieldOf(values, 'packs[0].selections[1].productId')).toBe('lines.2.selections.item-locks');
    expect(formFieldOf(values, 'packs.0.selections.0.productId')).toBe('lines.2.selections.item-bikes');
    expect(formFieldOf(values, 'packs[0].selections[5]')).toBe('lines.2.selections');
  });

  it('reads the schema’s dotted paths like the bracketed ones', () => {
    const values = withPacks();
    expect(formFieldOf(values, 'products.1.quantity')).toBe('lines.3.quantity');
    expect(formFieldOf(values, 'packs.1.quantity')).toBe('lines.4.quantity');
  });
});

describe('order → form', () => {
  /** An order of no lines whose only content is its delivery, as the API answers it. */
  const deliveredOrder = (delivery: unknown) =>
    ({
      startDate: '2026-11-28T08:00:00.000Z',
      endDate: '2026-11-29T17:00:00.000Z',
      type: 'ORDER',
      customer: null,
      manualDiscount: 0,
      promoCode: null,
      delivery,
      notes: null,
      externalInvoiceNumber: null,
      lines: [],
      units: [],
    }) as unknown as OrderView;

  it("sends the delivery's position back while the address reads the same, and drops it once the address changes", () => {
    const lake = { address: '3 rue du Lac', price: 15, at: null, lat: 45.8408, lng: 6.2138 };
    const order = deliveredOrder({
      departure: lake,
      arrival: { ...lake, lat: undefined, lng: undefined },
      status: null,
    });
    const values = fromOrder(order, 'Europe/Paris');
    expect(toOrderBody(values).delivery).toEqual({
      departure: { address: '3 rue du Lac', price: 15, lat: 45.8408, lng: 6.2138 },
      arrival: { address: '3 rue du Lac', price: 15 },
    });
    values.delivery.departure.address = '5 quai des Marquisats';
    expect(toOrderBody(values).delivery?.departure).toEqual({ address: '5 quai des Marquisats', price: 15 });
  });

  it("sends a trip's planned time back as it came, though the form does not show it", () => {
    const order = deliveredOrder({
      departure: { address: '3 rue du Lac', price: 15, at: '2026-11-28T08:30' },
      arrival: { address: '3 rue du Lac', price: 15, at: null },
      status: null,
    });
    const values = fromOrder(order, 'Europe/Paris');
    values.delivery.departure.price = 18;
    expect(toOrderBody(values).delivery).toEqual({
      departure: { address: '3 rue du Lac', price: 18, at: '2026-11-28T08:30' },
      arrival: { address: '3 rue du Lac', price: 15 },
    });
  });

  it('reads the period in the shop’s zone and keeps top-level lines (keyed by their order line) with their units', () => {
    const order = {
      startDate: '2026-11-28T08:00:00.000Z',
      endDate: '2026-11-29T17:00:00.000Z',
      type: 'PRE_BOOKING',
      customer: { id: 'cust-1', displayName: 'Léa Martin', email: null, phone: null },
      manualDiscount: 5,
      promoCode: { code: 'NOEL', discountAmount: 3, discountType: 'AMOUNT', source: 'COMPANY' },
      delivery: { departure: { address: '3 rue du Lac', price: 15, at: null }, arrival: null, status: null },
      notes: 'M',
      externalInvoiceNumber: null,
      lines: [
        { id: 'l1', kind: 'product', itemId: 'bike', parentLineId: null, name: 'Bike', quantity: 2 },
        { id: 'l2', kind: 'pack', itemId: 'pack-1', parentLineId: null, name: 'Family', quantity: 1 },
        { id: 'l3', kind: 'product', itemId: 'helmet', parentLineId: 'l2', name: 'Helmet', quantity: 1 },
      ],
      units: [{ subProductId: 'u1', productId: 'bike' }],
    } as unknown as OrderView;
    const values = fromOrder(order, 'Europe/Paris');
    expect(values).toMatchObject({
      ...period,
      customerId: 'cust-1',
      discount: 5,
      promoCode: 'NOEL',
      preBooking: true,
      notes: 'M',
      delivery: { departure: { enabled: true, address: '3 rue du Lac', price: 15 }, arrival: { enabled: false } },
    });
    expect(values.lines.map((l) => [l.key, l.kind, l.id, l.quantity, l.subProductIds])).toEqual([
      ['l1', 'product', 'bike', 2, ['u1']],
      ['l2', 'pack', 'pack-1', 1, []],
    ]);
    expect(toOrderBody(values).startDate).toBe('2026-11-28T09:00');
  });
});
