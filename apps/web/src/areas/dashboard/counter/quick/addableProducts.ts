import type { OrderView } from '../../../../api/orders.ts';
import { type BookingDraft, tallyOf } from './bookingUpdate.ts';
import type { ScannedUnit } from './scanSession.ts';

/** What the availability of the period (the order itself left out) tells of one product or pack. */
export interface AvailableItem {
  kind: 'product' | 'pack';
  id: string;
  name: string;
  stockMode: 'SERIALIZED' | 'QUANTITY' | null;
  available: number;
}

export interface AddableProduct {
  id: string;
  name: string;
  counted: boolean;
  /** How many more the draft may book: what is free without the order, less what the draft books already. */
  free: number;
}

/** The products that can be added to the draft, those counted by quantity first, each group by name. */
export function addableProducts(
  items: readonly AvailableItem[],
  order: OrderView,
  draft: BookingDraft,
  added: ScannedUnit[],
): AddableProduct[] {
  const tally = tallyOf(order, draft, added);
  return items
    .filter((item) => item.kind === 'product')
    .map((item) => {
      const booked = tally.get(item.id);
      const taken = booked ? booked.booked + booked.added : 0;
      return {
        id: item.id,
        name: item.name,
        counted: item.stockMode === 'QUANTITY',
        free: Math.max(0, Math.floor(item.available - taken)),
      };
    })
    .sort((a, b) => Number(b.counted) - Number(a.counted) || a.name.localeCompare(b.name));
}
