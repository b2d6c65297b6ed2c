import type { ItemAnswer } from './item-availability.ts';

export const iso = (ms: number) => new Date(ms).toISOString();

/** An item of an availability answer: bookable when enough are free and the shop is open then. */
export const itemView = (a: ItemAnswer, quantity: number, open: boolean) => ({
  kind: a.kind,
  id: a.id,
  name: a.name,
  stockMode: a.stockMode,
  total: a.total,
  available: a.available,
  bookable: a.available >= quantity && open,
  shortfall: a.shortfall,
  nextFreeAt: a.nextFreeAt === null ? null : iso(a.nextFreeAt),
  ...(a.units
    ? {
        units: a.units.map((u) => ({
          id: u.id,
          productId: u.productId,
          qrCodeValue: u.qrCodeValue,
          serialNumber: u.serialNumber,
          size: u.size,
          state: u.state,
        })),
      }
    : {}),
});

/** Free counts of every item over one window of a calendar. */
export const countsAt = (answers: ItemAnswer[], index: number) =>
  answers.map((a) => ({ id: a.id, available: a.counts[index] }));
