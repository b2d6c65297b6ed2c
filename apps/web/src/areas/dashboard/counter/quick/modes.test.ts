// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { quickOrderHref, quickParams, startingMode } from './modes.ts';

describe('quick order modes', () => {
  it('starts each action in the mode the company set for it', () => {
    const modes = {
      booking: 'MANUAL',
      bookingUpdate: 'QR_SCANNING',
      exchange: 'QR_SCANNING',
      readyToGo: 'MANUAL',
      return: 'QR_SCANNING',
    };
    expect(startingMode(modes, 'book')).toBe('MANUAL');
    expect(startingMode(modes, 'handOut')).toBe('MANUAL');
    expect(startingMode(modes, 'update')).toBe('QR_SCANNING');
    expect(startingMode({ ...modes, bookingUpdate: 'MANUAL' }, 'update')).toBe('MANUAL');
    expect(startingMode(modes, 'exchange')).toBe('QR_SCANNING');
    expect(startingMode(modes, 'return')).toBe('QR_SCANNING');
  });

  it('scans when the settings are not loaded or hold an unknown value', () => {
    expect(startingMode(undefined, 'return')).toBe('QR_SCANNING');
    expect(startingMode({ return: 'SOMETHING' }, 'return')).toBe('QR_SCANNING');
  });

  it('reads the action and the order from the URL, booking by default', () => {
    expect(quickParams(new URLSearchParams('action=return&order=o-1'))).toEqual({ action: 'return', orderId: 'o-1' });
    expect(quickParams(new URLSearchParams('action=update&order=o-3'))).toEqual({ action: 'update', orderId: 'o-3' });
    expect(quickParams(new URLSearchParams('action=fly'))).toEqual({ action: 'book', orderId: null });
    expect(quickParams(new URLSearchParams(''))).toEqual({ action: 'book', orderId: null });
    expect(quickParams(new URLSearchParams(quickOrderHref('handOut', 'o 2').split('?')[1]))).toEqual({
      action: 'handOut',
      orderId: 'o 2',
    });
  });
});
