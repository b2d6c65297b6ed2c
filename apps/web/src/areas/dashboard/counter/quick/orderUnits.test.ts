// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countedProducts, outUnitsOf, productNeeds, remainingQuota } from './orderUnits.ts';

const lines = [
  { kind: 'pack', itemId: 'pack', name: 'Pack famille', quantity: 1 },
  { kind: 'product', itemId: 'bike', name: 'VTT', quantity: 2 },
  { kind: 'product', itemId: 'bike', name: 'VTT', quantity: 1 },
  { kind: 'product', itemId: 'helmet', name: 'Casque', quantity: 1 },
  { kind: 'service', itemId: 'clean', name: 'Nettoyage', quantity: 1 },
];
const unit = (code: string, productId: string, status: string, returnedAt: string | null = null) => ({
  subProductId: `u-${code}`,
  productId,
  qrCodeValue: code,
  serialNumber: null,
  status,
  returnedAt,
});

describe('what an order still takes and has out', () => {
  it('adds up the units booked per product (pack products included) and those given', () => {
    const needs = productNeeds(lines, [unit('B1', 'bike', 'WAITING')]);
    expect(needs).toEqual([
      { productId: 'bike', name: 'VTT', booked: 3, given: 1 },
      { productId: 'helmet', name: 'Casque', booked: 1, given: 0 },
    ]);
    expect(remainingQuota(needs)).toEqual(
      new Map([
        ['bike', 2],
        ['helmet', 1],
      ]),
    );
  });

  it('lists the units out and not back, named after their product', () => {
    const units = [
      unit('B1', 'bike', 'USED'),
      unit('B2', 'bike', 'ENDED', '2026-07-10T10:00:00Z'),
      unit('H1', 'helmet', 'WAITING'),
    ];
    expect(outUnitsOf({ lines, units })).toEqual([
      { subProductId: 'u-B1', productId: 'bike', productName: 'VTT', qrCodeValue: 'B1', serialNumber: null },
    ]);
  });

  it('finds the products counted by quantity still out (no units, some not back)', () => {
    const order = {
      lines: [
        { kind: 'product', itemId: 'bike', name: 'VTT', quantity: 1, returnedQuantity: 0 },
        { kind: 'product', itemId: 'helmet', name: 'Casque', quantity: 3, returnedQuantity: 1 },
        { kind: 'product', itemId: 'seat', name: 'Siège', quantity: 1, returnedQuantity: 1 },
      ],
      units: [unit('B1', 'bike', 'USED')],
    };
    expect(countedProducts(order)).toEqual([{ productId: 'helmet', name: 'Casque', out: 2 }]);
  });
});
