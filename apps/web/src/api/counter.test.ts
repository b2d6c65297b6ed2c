// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { orderNumberIn } from './counter.ts';

describe('the counter search', () => {
  it('reads an order number typed as 42, #42 or no 42, and leaves names to the customer search', () => {
    expect(orderNumberIn('42')).toBe(42);
    expect(orderNumberIn(' #1043 ')).toBe(1043);
    expect(orderNumberIn('No 7')).toBe(7);
    expect(orderNumberIn('n°12')).toBe(12);
    expect(orderNumberIn('Léa')).toBeNull();
    expect(orderNumberIn('42 rue du Lac')).toBeNull();
    expect(orderNumberIn('')).toBeNull();
  });
});
