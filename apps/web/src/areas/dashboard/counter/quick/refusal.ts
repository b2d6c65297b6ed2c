import { ApiError } from '../../../../api/client.ts';
import type { Verdict } from './scanSession.ts';

const FIELD = /^(?:qrCodeValues|subProductIds)\[(\d+)\]$/;

/**
 * The scan a refused counter call points at: a unit out with (or given to) another order over the period (409
 * naming it), or a unit the API named by its place in the list sent (400). Null when the error names no unit.
 */
export function refusalOf(error: unknown, sentCodes: string[]): Verdict | null {
  if (!(error instanceof ApiError)) return null;
  const details = error.details ?? {};
  if ((error.code === 'unitOut' || error.code === 'unitTaken') && typeof details.qrCodeValue === 'string') {
    const kind = error.code === 'unitOut' ? 'alreadyOut' : 'bookedBy';
    return { kind, code: details.qrCodeValue, orderNumber: Number(details.orderNumber) };
  }
  const index = FIELD.exec(String(details.field ?? ''))?.[1];
  const code = index === undefined ? undefined : sentCodes[Number(index)];
  return code ? { kind: 'failed', code, message: error.message } : null;
}
