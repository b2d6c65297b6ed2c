import { ApiError } from '../../../../api/client.ts';
import type { Verdict } from './scanSession.ts';

const FIELD = /^(?:qrCodeValues|subProductIds)\[(\d+)\]$/;

/** `details.reason` of a 400 about one unit, as the API sends it, and the verdict it gives the scan. */
const BY_REASON = {
  unknownUnit: 'unknown',
  unitNamedTwice: 'duplicate',
  unitTooMany: 'full',
  unitNotInOrder: 'wrongProduct',
} as const;
type Reason = keyof typeof BY_REASON;
const isReason = (value: unknown): value is Reason => typeof value === 'string' && value in BY_REASON;

/**
 * The scan a refused counter call points at: a unit out with (or given to) another order over the period (409
 * naming it), a unit out of service, or a unit the API named by its place in the list sent (400, with the reason
 * when the API gives one). Null when the error names no unit.
 */
export function refusalOf(error: unknown, sentCodes: string[]): Verdict | null {
  if (!(error instanceof ApiError)) return null;
  const details = error.details ?? {};
  if ((error.code === 'unitOut' || error.code === 'unitTaken') && typeof details.qrCodeValue === 'string') {
    const kind = error.code === 'unitOut' ? 'alreadyOut' : 'bookedBy';
    return { kind, code: details.qrCodeValue, orderNumber: Number(details.orderNumber) };
  }
  if (error.code === 'unitOutOfService' && typeof details.qrCodeValue === 'string') {
    return { kind: 'outOfService', code: details.qrCodeValue };
  }
  const index = FIELD.exec(String(details.field ?? ''))?.[1];
  const code = index === undefined ? undefined : sentCodes[Number(index)];
  if (!code) return null;
  if (isReason(details.reason)) {
    const kind = BY_REASON[details.reason];
    const productName = String(details.productName ?? '');
    if (kind === 'unknown' || kind === 'duplicate') return { kind, code };
    return { kind, code, productName };
  }
  return { kind: 'failed', code, message: error.message };
}

export interface MissingUnits {
  name: string;
  missing: number;
  booked: number;
}

/** The products still lacking units when a hand-out is refused for that (`reason: unitsMissing`), else null. */
export function missingUnitsOf(error: unknown): MissingUnits[] | null {
  if (!(error instanceof ApiError) || error.details?.reason !== 'unitsMissing') return null;
  const missing = Array.isArray(error.details.missing) ? (error.details.missing as Partial<MissingUnits>[]) : [];
  return missing.map((m) => ({ name: String(m.name ?? ''), missing: Number(m.missing), booked: Number(m.booked) }));
}
