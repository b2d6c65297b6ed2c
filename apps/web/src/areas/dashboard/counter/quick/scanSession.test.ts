// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  initialScanState,
  type Lookup,
  needsLookup,
  type ScannedUnit,
  type ScanRules,
  type ScanState,
  scanReducer,
  verdictColor,
} from './scanSession.ts';

const unit = (code: string, productId = 'bike', productName = 'VTT'): ScannedUnit => ({
  subProductId: `unit-${code}`,
  productId,
  productName,
  qrCodeValue: code,
  serialNumber: null,
});

const found = (u: ScannedUnit, outWith?: { orderId: string; orderNumber: number }): Lookup => ({
  kind: 'unit',
  unit: u,
  outWith,
});

/** Types a code then reports its lookup, as the screen does. */
function scan(state: ScanState, code: string, lookup: Lookup, rules: ScanRules = {}) {
  const typed = scanReducer(state, { type: 'typed', code });
  if (!typed.pending.includes(code.trim())) return typed;
  return scanReducer(typed, { type: 'looked', code: code.trim(), lookup, rules });
}

describe('scan session', () => {
  it('takes a typed code once its lookup finds a unit, trimming blanks', () => {
    const typed = scanReducer(initialScanState, { type: 'typed', code: '  QR-1\n' });
    expect(typed.pending).toEqual(['QR-1']);
    const done = scanReducer(typed, { type: 'looked', code: 'QR-1', lookup: found(unit('QR-1')), rules: {} });
    expect(done.pending).toEqual([]);
    expect(done.units.map((u) => u.qrCodeValue)).toEqual(['QR-1']);
    expect(done.last).toEqual({ kind: 'found', code: 'QR-1', productName: 'VTT' });
    expect(verdictColor(done.last!)).toBe('teal');
  });

  it('ignores empty input', () => {
    expect(scanReducer(initialScanState, { type: 'typed', code: '   ' })).toBe(initialScanState);
    expect(needsLookup(initialScanState, ' ')).toBe(false);
  });

  it('flags a code scanned twice without a second lookup, also while the first is pending', () => {
    const pending = scanReducer(initialScanState, { type: 'typed', code: 'QR-1' });
    expect(needsLookup(pending, 'QR-1')).toBe(false);
    const again = scanReducer(pending, { type: 'typed', code: 'QR-1' });
    expect(again.pending).toEqual(['QR-1']);
    expect(again.last).toEqual({ kind: 'duplicate', code: 'QR-1' });

    const one = scan(initialScanState, 'QR-1', found(unit('QR-1')));
    const twice = scanReducer(one, { type: 'typed', code: 'QR-1 ' });
    expect(twice.units).toHaveLength(1);
    expect(twice.last?.kind).toBe('duplicate');
    expect(verdictColor(twice.last!)).toBe('orange');
  });

  it('reports an unknown code and a failed lookup without taking anything', () => {
    const unknown = scan(initialScanState, 'NOPE', { kind: 'unknown' });
    expect(unknown.units).toEqual([]);
    expect(unknown.pending).toEqual([]);
    expect(unknown.last).toEqual({ kind: 'unknown', code: 'NOPE' });
    const failed = scan(initialScanState, 'QR-9', { kind: 'failed', message: 'offline' });
    expect(failed.last).toEqual({ kind: 'failed', code: 'QR-9', message: 'offline' });
  });

  it('refuses a product the order does not book, and more units than it books', () => {
    const rules: ScanRules = { quota: new Map([['bike', 1]]) };
    const wrong = scan(initialScanState, 'HELMET-1', found(unit('HELMET-1', 'helmet', 'Casque')), rules);
    expect(wrong.last).toEqual({ kind: 'wrongProduct', code: 'HELMET-1', productName: 'Casque' });
    expect(verdictColor(wrong.last!)).toBe('red');
    const first = scan(wrong, 'QR-1', found(unit('QR-1')), rules);
    expect(first.last?.kind).toBe('found');
    const second = scan(first, 'QR-2', found(unit('QR-2')), rules);
    expect(second.last).toEqual({ kind: 'full', code: 'QR-2', productName: 'VTT' });
    expect(second.units.map((u) => u.qrCodeValue)).toEqual(['QR-1']);
  });

  it('judges quotas against the units accepted when the lookup answers', () => {
    const rules: ScanRules = { quota: new Map([['bike', 1]]) };
    let state = scanReducer(initialScanState, { type: 'typed', code: 'QR-1' });
    state = scanReducer(state, { type: 'typed', code: 'QR-2' });
    state = scanReducer(state, { type: 'looked', code: 'QR-2', lookup: found(unit('QR-2')), rules });
    state = scanReducer(state, { type: 'looked', code: 'QR-1', lookup: found(unit('QR-1')), rules });
    expect(state.units.map((u) => u.qrCodeValue)).toEqual(['QR-2']);
    expect(state.last?.kind).toBe('full');
  });

  it('refuses a unit still out with another order, naming it', () => {
    const out = scan(initialScanState, 'QR-1', found(unit('QR-1'), { orderId: 'o-7', orderNumber: 7 }), {
      orderId: 'o-1',
    });
    expect(out.last).toEqual({ kind: 'alreadyOut', code: 'QR-1', orderNumber: 7 });
    expect(out.units).toEqual([]);
  });

  it('on return, takes only units out with the order being returned and remembers their order', () => {
    const rules: ScanRules = { mustBeOut: true };
    const first = scan(initialScanState, 'QR-1', found(unit('QR-1'), { orderId: 'o-1', orderNumber: 1 }), rules);
    expect(first.last?.kind).toBe('found');
    expect(first.outWith['unit-QR-1']).toEqual({ orderId: 'o-1', orderNumber: 1 });
    const notOut = scan(first, 'QR-2', found(unit('QR-2')), { ...rules, orderId: 'o-1' });
    expect(notOut.last).toEqual({ kind: 'notOut', code: 'QR-2', productName: 'VTT' });
    const other = scan(first, 'QR-3', found(unit('QR-3'), { orderId: 'o-2', orderNumber: 2 }), {
      ...rules,
      orderId: 'o-1',
    });
    expect(other.last?.kind).toBe('notInOrder');
    expect(other.units).toHaveLength(1);
  });

  it('adds nothing for a unit the order already has, even when it is out with it', () => {
    const rules: ScanRules = { orderId: 'o-1', given: new Set(['unit-QR-1']) };
    const again = scan(initialScanState, 'QR-1', found(unit('QR-1'), { orderId: 'o-1', orderNumber: 1 }), rules);
    expect(again.last).toEqual({ kind: 'onOrder', code: 'QR-1', productName: 'VTT' });
    expect(again.units).toEqual([]);
    expect(verdictColor(again.last!)).toBe('orange');
    expect(scan(initialScanState, 'QR-2', found(unit('QR-2')), rules).last?.kind).toBe('found');
  });

  it('takes only the expected units when the action names them', () => {
    const rules: ScanRules = { expected: new Set(['unit-QR-1']) };
    expect(scan(initialScanState, 'QR-2', found(unit('QR-2')), rules).last?.kind).toBe('notInOrder');
    expect(scan(initialScanState, 'QR-1', found(unit('QR-1')), rules).last?.kind).toBe('found');
  });

  it('ticks and unticks units by hand, and drops a unit the API refused', () => {
    const ticked = scanReducer(initialScanState, { type: 'toggled', unit: unit('QR-1') });
    const both = scanReducer(ticked, { type: 'toggled', unit: unit('QR-2') });
    expect(both.units).toHaveLength(2);
    const unticked = scanReducer(both, { type: 'toggled', unit: unit('QR-1') });
    expect(unticked.units.map((u) => u.qrCodeValue)).toEqual(['QR-2']);
    const refused = scanReducer(unticked, {
      type: 'refused',
      verdict: { kind: 'alreadyOut', code: 'QR-2', orderNumber: 12 },
    });
    expect(refused.units).toEqual([]);
    expect(refused.last).toEqual({ kind: 'alreadyOut', code: 'QR-2', orderNumber: 12 });
    expect(scanReducer(refused, { type: 'cleared' })).toBe(initialScanState);
  });
});
