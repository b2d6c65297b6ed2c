import type { OrderBody, OrderUnit, OrderView } from '../../../../api/orders.ts';
import { fromOrder, type OrderLineValues, toOrderBody } from '../../orders/editor/orderForm.ts';
import { type PackItem, withOrderSelections } from '../../orders/editor/packChoices.ts';
import type { ScannedUnit } from './scanSession.ts';

/**
 * A booking as the counter changes it: its top-level lines (keyed by their line id) and its period. The units the
 * order has are not on the lines: the API keeps them over the new period, so only the units added now are sent.
 */
export interface BookingDraft {
  lines: OrderLineValues[];
  /** Shop wall clock, 'YYYY-MM-DDTHH:mm'; the start does not change. */
  start: string;
  end: string;
}

export function draftOf(order: OrderView, zone: string): BookingDraft {
  const values = fromOrder(order, zone);
  return {
    lines: values.lines.map((line) => ({ ...line, subProductIds: [] })),
    start: `${values.startDay}T${values.startTime}`,
    end: `${values.endDay}T${values.endTime}`,
  };
}

export const withQuantity = (draft: BookingDraft, key: string, quantity: number): BookingDraft => ({
  ...draft,
  lines: draft.lines.map((l) => (l.key === key ? { ...l, quantity } : l)),
});

export const withoutLine = (draft: BookingDraft, key: string): BookingDraft => ({
  ...draft,
  lines: draft.lines.filter((l) => l.key !== key),
});

/**
 * One more of a product chosen by name, without a unit: on the draft's first line of that product, or on a new line
 * after the others (a product counted by quantity never has units; a serialised one gets them at hand-out).
 */
export function withProduct(draft: BookingDraft, product: { id: string; name: string }): BookingDraft {
  const line = draft.lines.find((l) => l.kind === 'product' && l.id === product.id);
  if (line) return withQuantity(draft, line.key, line.quantity + 1);
  const { id, name } = product;
  return {
    ...draft,
    lines: [...draft.lines, { key: `new-${id}`, kind: 'product', id, name, quantity: 1, subProductIds: [] }],
  };
}

/** The lines with the units added now: each is one more of its product, on the product's line or on a new one. */
export function withUnits(lines: OrderLineValues[], units: ScannedUnit[]): OrderLineValues[] {
  const result = lines.map((l) => ({ ...l }));
  for (const unit of units) {
    const line = result.find((l) => l.kind === 'product' && l.id === unit.productId);
    if (line) {
      line.quantity += 1;
      line.subProductIds = [...line.subProductIds, unit.subProductId];
    } else {
      result.push({
        key: `added-${unit.productId}`,
        kind: 'product',
        id: unit.productId,
        name: unit.productName,
        quantity: 1,
        subProductIds: [unit.subProductId],
      });
    }
  }
  return result;
}

/** What the catalogue tells of packs, for a pack to keep the products the order gave its category items. */
export interface PackCatalogue {
  packItemsOf: (packId: string) => readonly PackItem[] | undefined;
  categoryOf: (productId: string) => string | null | undefined;
}

type Stop = NonNullable<OrderView['delivery']>['departure'];
const keptStop = (stop: Stop) =>
  stop?.address
    ? {
        address: stop.address,
        price: stop.price,
        at: stop.at,
        ...(stop.lat !== undefined && { lat: stop.lat, lng: stop.lng }),
      }
    : null;

/**
 * The updateOrder body: the editor's body of the order with the draft's lines, units added and end. What the
 * editor's form does not hold (delivery times, custom inputs, referral) is taken from the order as it is; without
 * `packs`, the API chooses the products of the packs' category items again.
 */
export function updateBody(
  order: OrderView,
  zone: string,
  draft: BookingDraft,
  added: ScannedUnit[],
  { ignoreOpeningHours = false, packs }: { ignoreOpeningHours?: boolean; packs?: PackCatalogue } = {},
): OrderBody {
  const [endDay, endTime] = draft.end.split('T');
  const lines = withUnits(draft.lines, added);
  const values = {
    ...fromOrder(order, zone),
    endDay,
    endTime,
    lines: packs ? withOrderSelections(lines, order.lines, packs.packItemsOf, packs.categoryOf) : lines,
  };
  const departure = keptStop(order.delivery?.departure ?? null);
  const arrival = keptStop(order.delivery?.arrival ?? null);
  return {
    ...toOrderBody({ ...values, ignoreOpeningHours }),
    delivery: departure || arrival ? { departure, arrival } : null,
    customInputs: order.customInputs,
    referral: order.referral as OrderBody['referral'],
  };
}

/** Units of each product one of the line's quantity books (a pack books its products). */
function contentsOf(order: OrderView, line: OrderLineValues): Map<string, number> {
  if (line.kind === 'product') return new Map([[line.id, 1]]);
  const contents = new Map<string, number>();
  const pack = order.lines.find((l) => l.id === line.key);
  if (line.kind !== 'pack' || !pack) return contents;
  for (const child of order.lines.filter((l) => l.parentLineId === pack.id)) {
    contents.set(child.itemId, (contents.get(child.itemId) ?? 0) + child.quantity / pack.quantity);
  }
  return contents;
}

export interface ProductTally {
  /** Units the order has and not back, of which `out` are with the customer. */
  given: number;
  out: number;
  /** Units added now. */
  added: number;
  /** Units the draft's lines book, before the units added now. */
  booked: number;
  /** Units and quantities already back: the order keeps booking them. */
  returned: number;
}

export function tallyOf(order: OrderView, draft: BookingDraft, added: ScannedUnit[]): Map<string, ProductTally> {
  const tally = new Map<string, ProductTally>();
  const of = (productId: string) => {
    const entry = tally.get(productId) ?? { given: 0, out: 0, added: 0, booked: 0, returned: 0 };
    tally.set(productId, entry);
    return entry;
  };
  for (const unit of order.units.filter((u) => !u.returnedAt)) {
    of(unit.productId).given += 1;
    if (unit.status === 'USED') of(unit.productId).out += 1;
  }
  for (const unit of added) of(unit.productId).added += 1;
  for (const l of order.lines)
    if (l.kind === 'product' && l.returnedQuantity > 0) of(l.itemId).returned += l.returnedQuantity;
  for (const line of draft.lines) {
    for (const [productId, perOne] of contentsOf(order, line)) of(productId).booked += perOne * line.quantity;
  }
  return tally;
}

/**
 * The least a line may book. The units the order keeps must fit what it books of their product: the units out and
 * what already came back always; all its units when units of that product are added, as the API gives the held
 * places to the units the order had first. 0: the line may go.
 */
export function lineFloor(order: OrderView, draft: BookingDraft, added: ScannedUnit[], key: string): number {
  const line = draft.lines.find((l) => l.key === key);
  if (!line) return 0;
  const tally = tallyOf(order, draft, added);
  let floor = 0;
  for (const [productId, perOne] of contentsOf(order, line)) {
    const t = tally.get(productId);
    if (!t || perOne <= 0) continue;
    const needed = (t.added > 0 ? t.given : t.out) + t.returned;
    const elsewhere = t.booked - perOne * line.quantity;
    floor = Math.max(floor, Math.ceil((needed - elsewhere) / perOne));
  }
  return floor;
}

/** The units of the order listed under a line: those of its product, under the first line of that product. */
export function unitsByLine(order: OrderView, draft: BookingDraft): Map<string, OrderUnit[]> {
  const byLine = new Map<string, OrderUnit[]>();
  const seen = new Set<string>();
  for (const line of draft.lines) {
    if (line.kind !== 'product' || seen.has(line.id)) continue;
    seen.add(line.id);
    byLine.set(
      line.key,
      order.units.filter((u) => u.productId === line.id && !u.returnedAt),
    );
  }
  return byLine;
}

/** The end must come after this: the start, or now once the units are out (shop wall clocks). */
export const earliestEnd = (order: OrderView, draft: BookingDraft, now: string) =>
  order.status === 'IN_PROGRESS' && now > draft.start ? now : draft.start;

export type UpdateProblem = 'noLines' | 'endTooEarly' | 'unitsKept';

/** What keeps the change from being saved; `now` is the shop's wall clock. */
export function updateProblems(
  order: OrderView,
  draft: BookingDraft,
  added: ScannedUnit[],
  now: string,
): UpdateProblem[] {
  const problems: UpdateProblem[] = [];
  if (withUnits(draft.lines, added).every((l) => l.quantity <= 0)) problems.push('noLines');
  if (!(draft.end > earliestEnd(order, draft, now))) problems.push('endTooEarly');
  if (draft.lines.some((l) => l.quantity < lineFloor(order, draft, added, l.key))) problems.push('unitsKept');
  return problems;
}

/** Whether the draft still is the order as it was. */
export function isUnchanged(order: OrderView, zone: string, draft: BookingDraft, added: ScannedUnit[]): boolean {
  const before = draftOf(order, zone);
  return (
    added.length === 0 &&
    draft.end === before.end &&
    draft.lines.length === before.lines.length &&
    draft.lines.every((l, i) => l.key === before.lines[i].key && l.quantity === before.lines[i].quantity)
  );
}

export type NotEditable = 'canceled' | 'ended';

/** Why the counter cannot change this order, if it cannot: the API refuses these. */
export function notEditable(order: OrderView): NotEditable | null {
  if (order.type === 'CANCELED') return 'canceled';
  if (order.status === 'ENDED') return 'ended';
  return null;
}

/** Orders made by the staff may be booked outside opening hours on purpose; the API ignores it for the others. */
export const mayIgnoreOpeningHours = (order: OrderView) =>
  order.createdFrom === 'DASHBOARD' || order.createdFrom === 'QUICK_ORDER';
