// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type BookInput, bookPayload, bookProblems, priceItems } from './bookPayload.ts';
import type { ScannedUnit } from './scanSession.ts';

const unit = (code: string, productId: string): ScannedUnit => ({
  subProductId: `u-${code}`,
  productId,
  productName: productId,
  qrCodeValue: code,
  serialNumber: null,
});

const input: BookInput = {
  units: [unit('B1', 'bike'), unit('H1', 'helmet'), unit('B2', 'bike')],
  start: '2026-07-10T10:05',
  end: '2026-07-10T14:05',
  customer: { kind: 'existing', id: 'c-1' },
};

describe('quick booking', () => {
  it('books each scanned product with its units, from the counter', () => {
    expect(bookPayload(input)).toEqual({
      startDate: '2026-07-10T10:05',
      endDate: '2026-07-10T14:05',
      customerId: 'c-1',
      products: [
        { productId: 'bike', quantity: 2, subProductIds: ['u-B1', 'u-B2'] },
        { productId: 'helmet', quantity: 1, subProductIds: ['u-H1'] },
      ],
      type: 'ORDER',
      createdFrom: 'QUICK_ORDER',
    });
  });

  it('creates the customer with the order from a name and a phone', () => {
    const body = bookPayload({
      ...input,
      customer: { kind: 'new', name: ' Léa Martin ', phone: '' },
      ignoreOpeningHours: true,
    });
    expect(body.customer).toEqual({ lastName: 'Léa Martin', phone: null });
    expect(body.customerId).toBeUndefined();
    expect(body.ignoreOpeningHours).toBe(true);
  });

  it('says what is missing', () => {
    expect(bookProblems(input)).toEqual([]);
    expect(
      bookProblems({
        units: [],
        start: '2026-07-10T10:05',
        end: '2026-07-10T10:05',
        customer: { kind: 'new', name: ' ', phone: '06' },
      }),
    ).toEqual(['noUnits', 'endBeforeStart', 'noCustomer']);
    expect(bookProblems({ ...input, customer: { kind: 'existing', id: null } })).toEqual(['noCustomer']);
  });

  it('asks for the hand-out with the booking only when chosen', () => {
    expect(bookPayload({ ...input, handOut: true }).handOut).toBe(true);
    expect(bookPayload(input)).not.toHaveProperty('handOut');
  });

  it('prices one item per product, as many as its units', () => {
    expect(priceItems(input.units)).toEqual([
      { kind: 'product', id: 'bike', quantity: 2 },
      { kind: 'product', id: 'helmet', quantity: 1 },
    ]);
    expect(priceItems([])).toEqual([]);
  });
});
