import { ApiError } from '../../../../api/client.ts';
import { epochOfWall, wallClock } from '../shared/zone.ts';
import type { OrderFormValues, OrderLineValues } from './orderForm.ts';

/** One product that does not fit, as the 409 `notAvailable` answer of createOrder / updateOrder details it. */
export interface Conflict {
  productId: string;
  name: string;
  requested: number;
  available: number;
  startDate: string | null;
  endDate: string | null;
  nextFreeAt: string | null;
  alternatives: { productId: string; name: string; available: number }[];
}

const isConflict = (c: unknown): c is Conflict =>
  !!c &&
  typeof c === 'object' &&
  typeof (c as Conflict).productId === 'string' &&
  typeof (c as Conflict).requested === 'number' &&
  typeof (c as Conflict).available === 'number';

/** The conflicts of a failed save; null when the error is something else. */
export function conflictsOf(error: unknown): Conflict[] | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'notAvailable') return null;
  const list = (error.details as { conflicts?: unknown } | undefined)?.conflicts;
  if (!Array.isArray(list)) return [];
  return list.filter(isConflict).map((c) => ({
    ...c,
    name: c.name ?? '',
    nextFreeAt: c.nextFreeAt ?? null,
    alternatives: Array.isArray(c.alternatives) ? c.alternatives : [],
  }));
}

export interface PlacedConflicts {
  /** Conflicts shown under each line (by line key): the line's product, or a product inside its pack. */
  byLine: Map<string, Conflict[]>;
  /** Conflicts no line of the form accounts for. */
  unplaced: Conflict[];
}

/** Puts each conflict next to the lines that ask for its product. */
export function placeConflicts(
  lines: OrderLineValues[],
  conflicts: Conflict[],
  productsOfLine: (line: OrderLineValues) => readonly string[],
): PlacedConflicts {
  const byLine = new Map<string, Conflict[]>();
  const unplaced: Conflict[] = [];
  for (const conflict of conflicts) {
    const owners = lines.filter((line) => productsOfLine(line).includes(conflict.productId));
    if (owners.length === 0) unplaced.push(conflict);
    for (const line of owners) byLine.set(line.key, [...(byLine.get(line.key) ?? []), conflict]);
  }
  return { byLine, unplaced };
}

/** The products a line takes stock of, when the form knows them (packs: from the pack's content). */
export function lineProducts(packProducts: ReadonlyMap<string, readonly string[]>) {
  return (line: OrderLineValues): readonly string[] =>
    line.kind === 'product' ? [line.id] : line.kind === 'pack' ? (packProducts.get(line.id) ?? []) : [];
}

/** The form with a line's product replaced by an alternative (its units were for the other product). */
export function withReplacement(
  values: OrderFormValues,
  lineKey: string,
  alternative: Conflict['alternatives'][number],
): OrderLineValues[] {
  return values.lines.map((line) =>
    line.key === lineKey && line.kind === 'product'
      ? { ...line, id: alternative.productId, name: alternative.name, subProductIds: [] }
      : line,
  );
}

/** The same length of rental, starting when the product is free again. Null when the period is not valid. */
export function periodFrom(
  values: Pick<OrderFormValues, 'startDay' | 'startTime' | 'endDay' | 'endTime'>,
  nextFreeAt: string,
  timeZone: string,
): Pick<OrderFormValues, 'startDay' | 'startTime' | 'endDay' | 'endTime'> | null {
  const start = epochOfWall(values.startDay, values.startTime, timeZone);
  const end = epochOfWall(values.endDay, values.endTime, timeZone);
  const from = Date.parse(nextFreeAt);
  if (Number.isNaN(start) || Number.isNaN(end) || Number.isNaN(from) || end <= start) return null;
  const newStart = wallClock(from, timeZone);
  const newEnd = wallClock(from + (end - start), timeZone);
  return { startDay: newStart.day, startTime: newStart.time, endDay: newEnd.day, endTime: newEnd.time };
}

export interface UnitProblem {
  code: 'unitTaken' | 'unitOut' | 'unitOutOfService';
  /** Index of the form line that asked for the unit. */
  line: number;
  qrCodeValue: string;
  orderNumber: number | null;
}

const UNIT_CODES = ['unitTaken', 'unitOut', 'unitOutOfService'] as const;

/** A unit chosen in the form that cannot be given (another order has it, it is out, or out of service). */
export function unitProblemOf(values: Pick<OrderFormValues, 'lines'>, error: unknown): UnitProblem | null {
  if (!(error instanceof ApiError) || !(UNIT_CODES as readonly string[]).includes(error.code)) return null;
  const details = (error.details ?? {}) as { subProductId?: unknown; qrCodeValue?: unknown; orderNumber?: unknown };
  const line = values.lines.findIndex((l) => l.subProductIds.includes(String(details.subProductId)));
  if (line === -1) return null;
  return {
    code: error.code as UnitProblem['code'],
    line,
    qrCodeValue: typeof details.qrCodeValue === 'string' ? details.qrCodeValue : '',
    orderNumber: typeof details.orderNumber === 'number' ? details.orderNumber : null,
  };
}
