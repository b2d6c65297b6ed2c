/**
 * The scanning state of one counter action: the units accepted so far, the codes being looked up, and what the
 * last scan gave. Pure: the caller looks codes up and reports what it found (`looked`), the reducer judges it
 * against the action's rules with the units accepted at that moment.
 */

export interface ScannedUnit {
  subProductId: string;
  productId: string;
  productName: string;
  qrCodeValue: string;
  serialNumber: string | null;
}

/** What a lookup found for a code: nothing, or the unit and, when it is out with an order, that order. */
export type Lookup =
  | { kind: 'unknown' }
  | { kind: 'failed'; message: string }
  | { kind: 'unit'; unit: ScannedUnit; outWith?: { orderId: string; orderNumber: number } | null };

export interface ScanRules {
  /** Units per product the action may take (hand out: what the order books); absent = any product. */
  quota?: ReadonlyMap<string, number>;
  /** The only units the action may take (return: the units out with the order); absent = any unit. */
  expected?: ReadonlySet<string>;
  /** The order the action works on: a unit out with it is expected, out with another one is refused. */
  orderId?: string;
  /** Return: the unit must be out (with `orderId` when given). */
  mustBeOut?: boolean;
  /** Changing a booking: the units the order has already; scanning one adds nothing. */
  given?: ReadonlySet<string>;
}

export type Verdict =
  | { kind: 'found'; code: string; productName: string }
  | { kind: 'duplicate'; code: string }
  | { kind: 'onOrder'; code: string; productName: string }
  | { kind: 'unknown'; code: string }
  | { kind: 'failed'; code: string; message: string }
  | { kind: 'wrongProduct'; code: string; productName: string }
  | { kind: 'full'; code: string; productName: string }
  | { kind: 'notInOrder'; code: string; productName: string }
  | { kind: 'notOut'; code: string; productName: string }
  | { kind: 'alreadyOut'; code: string; orderNumber: number }
  | { kind: 'bookedBy'; code: string; orderNumber: number }
  | { kind: 'outOfService'; code: string };

export interface ScanState {
  units: ScannedUnit[];
  pending: string[];
  last: Verdict | null;
  /** The order a unit was found out with (return: tells the caller which order to work on). */
  outWith: Record<string, { orderId: string; orderNumber: number }>;
}

export type ScanEvent =
  | { type: 'typed'; code: string }
  | { type: 'looked'; code: string; lookup: Lookup; rules: ScanRules }
  | { type: 'toggled'; unit: ScannedUnit }
  | { type: 'refused'; verdict: Verdict }
  | { type: 'cleared' };

export const initialScanState: ScanState = { units: [], pending: [], last: null, outWith: {} };

/** A code as scanners and people type it: no surrounding blanks. */
export const normalizeCode = (raw: string) => raw.trim();

/** Whether a typed code needs a lookup (not empty, not already taken or being looked up). */
export function needsLookup(state: ScanState, raw: string): boolean {
  const code = normalizeCode(raw);
  return code !== '' && !state.pending.includes(code) && !state.units.some((u) => u.qrCodeValue === code);
}

/** How a found unit fits the action's rules, given the units accepted already. */
export function judge(
  code: string,
  found: Extract<Lookup, { kind: 'unit' }>,
  rules: ScanRules,
  accepted: ScannedUnit[],
): Verdict {
  const { unit, outWith } = found;
  const productName = unit.productName;
  if (accepted.some((u) => u.subProductId === unit.subProductId)) return { kind: 'duplicate', code };
  if (rules.given?.has(unit.subProductId)) return { kind: 'onOrder', code, productName };
  if (rules.mustBeOut) {
    if (!outWith) return { kind: 'notOut', code, productName };
    if (rules.orderId && outWith.orderId !== rules.orderId) return { kind: 'notInOrder', code, productName };
  } else if (outWith && outWith.orderId !== rules.orderId) {
    return { kind: 'alreadyOut', code, orderNumber: outWith.orderNumber };
  }
  if (rules.expected && !rules.expected.has(unit.subProductId)) return { kind: 'notInOrder', code, productName };
  if (rules.quota) {
    const room = rules.quota.get(unit.productId);
    if (room === undefined) return { kind: 'wrongProduct', code, productName };
    if (accepted.filter((u) => u.productId === unit.productId).length >= room) {
      return { kind: 'full', code, productName };
    }
  }
  return { kind: 'found', code, productName };
}

const withoutPending = (state: ScanState, code: string) => state.pending.filter((c) => c !== code);

export function scanReducer(state: ScanState, event: ScanEvent): ScanState {
  switch (event.type) {
    case 'typed': {
      const code = normalizeCode(event.code);
      if (!code) return state;
      if (!needsLookup(state, code)) return { ...state, last: { kind: 'duplicate', code } };
      return { ...state, pending: [...state.pending, code] };
    }
    case 'looked': {
      const { code, lookup } = event;
      const pending = withoutPending(state, code);
      if (lookup.kind === 'unknown') return { ...state, pending, last: { kind: 'unknown', code } };
      if (lookup.kind === 'failed')
        return { ...state, pending, last: { kind: 'failed', code, message: lookup.message } };
      const verdict = judge(code, lookup, event.rules, state.units);
      if (verdict.kind !== 'found') return { ...state, pending, last: verdict };
      const outWith = lookup.outWith ? { ...state.outWith, [lookup.unit.subProductId]: lookup.outWith } : state.outWith;
      return { ...state, pending, units: [...state.units, lookup.unit], last: verdict, outWith };
    }
    case 'toggled': {
      const taken = state.units.some((u) => u.subProductId === event.unit.subProductId);
      const units = taken
        ? state.units.filter((u) => u.subProductId !== event.unit.subProductId)
        : [...state.units, event.unit];
      return { ...state, units, last: null };
    }
    case 'refused': {
      const code = event.verdict.code;
      return { ...state, units: state.units.filter((u) => u.qrCodeValue !== code), last: event.verdict };
    }
    case 'cleared':
      return initialScanState;
  }
}

/** The colour of a verdict: green when the unit was taken, orange when it was already there, red otherwise. */
export const verdictColor = (verdict: Verdict) =>
  verdict.kind === 'found' ? 'teal' : verdict.kind === 'duplicate' || verdict.kind === 'onOrder' ? 'orange' : 'red';
