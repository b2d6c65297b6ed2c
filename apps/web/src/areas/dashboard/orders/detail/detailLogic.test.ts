// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../../../api/orders.ts';
import { orderEvents } from './OrderTimeline.tsx';
import { outstandingQuantities } from './ReturnModal.tsx';

describe('order detail logic', () => {
  it('counts what is still out of quantity products, pack contents included', () => {
    const lines = [
      { kind: 'product', itemId: 'helmet', name: 'Helmet', quantity: 3, returnedQuantity: 1 },
      { kind: 'product', itemId: 'helmet', name: 'Helmet', quantity: 2, returnedQuantity: 0 },
      { kind: 'product', itemId: 'bike', name: 'Bike', quantity: 2, returnedQuantity: 0 },
      { kind: 'product', itemId: 'poles', name: 'Poles', quantity: 1, returnedQuantity: 1 },
      { kind: 'service', itemId: 'helmet', name: 'x', quantity: 9, returnedQuantity: 0 },
    ] as OrderView['lines'];
    expect(outstandingQuantities({ lines }, new Set(['helmet', 'poles']))).toEqual([
      { productId: 'helmet', name: 'Helmet', count: 4 },
    ]);
  });

  it('tells the story of an order from its dates, the last change only when it is something else', () => {
    const order = {
      requestDate: null,
      createdAt: '2026-11-20T08:00:00.000Z',
      departedAt: '2026-11-28T08:05:00.000Z',
      endedAt: null,
      cancelInfo: null,
      updatedAt: '2026-11-28T08:05:00.500Z',
    } as unknown as OrderView;
    expect(orderEvents(order).map((e) => e.key)).toEqual(['created', 'departed']);
    expect(orderEvents({ ...order, updatedAt: '2026-11-29T10:00:00.000Z' }).map((e) => e.key)).toEqual([
      'created',
      'departed',
      'updated',
    ]);
  });
});
