import { ApiError } from '../../../../api/client.ts';

const MINUTE = 60_000;

/** Handed out now, the order would leave before its booked start (the API moves it to this minute). */
export const startsLater = (order: { status: string; startDate: string }, now: number) =>
  order.status === 'TO_COME' && new Date(order.startDate).getTime() > Math.floor(now / MINUTE) * MINUTE;

export type PriceMove = 'up' | 'down' | 'same';

/** Which way the price goes when the start moves (the difference comes from the API, in major units). */
export const priceMove = (difference: number): PriceMove => (difference > 0 ? 'up' : difference < 0 ? 'down' : 'same');

/** Why moving the start and handing out was refused, when the counter words it itself. */
export type EarlyRefusal =
  | { kind: 'unitBusy'; code: string; orderNumber: number }
  | { kind: 'priceChanged' }
  | { kind: 'notAvailable' };

export function earlyRefusalOf(error: unknown): EarlyRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const details = error.details ?? {};
  if ((error.code === 'unitTaken' || error.code === 'unitOut') && typeof details.qrCodeValue === 'string') {
    return { kind: 'unitBusy', code: details.qrCodeValue, orderNumber: Number(details.orderNumber) };
  }
  if (error.code === 'pricesChanged') return { kind: 'priceChanged' };
  if (error.code === 'notAvailable') return { kind: 'notAvailable' };
  return null;
}
