import type { TFunction } from 'i18next';
import { ApiError } from '../../../../api/client.ts';
import type { NotAvailableConflict } from './ConflictList.tsx';

/** Why saving an order at the counter was refused, when it is not about one scanned unit. */
export type SaveRefusal =
  | { kind: 'closed'; message: string }
  | { kind: 'notAvailable'; conflicts: NotAvailableConflict[] };

const CLOSED_REASONS = ['closedDate', 'closedDay', 'outsideOpeningHours'] as const;

/**
 * A 400 `shopClosed` (the start or the end falls when the shop is closed), in words, or a 409 `notAvailable` with
 * the products short over the period; null for any other error.
 */
export function saveRefusalOf(t: TFunction, error: unknown): SaveRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'shopClosed') {
    const when = error.details?.field === 'endDate' ? 'end' : 'start';
    const reason = CLOSED_REASONS.find((r) => r === error.details?.reason);
    return { kind: 'closed', message: reason ? t(`counter.book.closed.${when}.${reason}`) : error.message };
  }
  if (error.code === 'notAvailable' && Array.isArray(error.details?.conflicts)) {
    return { kind: 'notAvailable', conflicts: error.details.conflicts as NotAvailableConflict[] };
  }
  return null;
}
