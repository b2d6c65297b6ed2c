// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSearched, orderNumberIn } from './counter.ts';

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

  it('finds, for a hand-out, only confirmed orders still waiting to leave, whatever their date', () => {
    const order = (status: string, extra = {}) => ({ status, type: 'ORDER', isRequest: false, ...extra });
    expect(isSearched('toCome', order('TO_COME'))).toBe(true);
    expect(isSearched('toCome', order('IN_PROGRESS'))).toBe(false);
    expect(isSearched('toCome', order('TO_COME', { type: 'PRE_BOOKING' }))).toBe(false);
    expect(isSearched('toCome', order('TO_COME', { isRequest: true }))).toBe(false);
    expect(isSearched('toComeOrOut', order('IN_PROGRESS'))).toBe(true);
    expect(isSearched('toComeOrOut', order('ENDED'))).toBe(false);
    expect(isSearched('toComeOrOut', order('TO_COME', { type: 'CANCELED' }))).toBe(false);
  });
});
