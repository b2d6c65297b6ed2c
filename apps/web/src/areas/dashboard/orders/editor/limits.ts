import type { LineKind, OrderLineValues } from './orderForm.ts';

/** Free counts of products and packs over the chosen period, by id. */
export type FreeCounts = ReadonlyMap<string, number>;

const sameItem = (line: OrderLineValues, kind: LineKind, id: string) => line.kind === kind && line.id === id;

/**
 * How many more of an item the form may still ask for: what is free over the period less what other lines already
 * take. Undefined when there is no limit to enforce (services, or counts not known yet: the API still checks).
 */
export function remaining(
  lines: OrderLineValues[],
  kind: LineKind,
  id: string,
  free: FreeCounts | undefined,
  exceptKey?: string,
): number | undefined {
  if (kind === 'service' || !free?.has(id)) return undefined;
  const taken = lines
    .filter((line) => line.key !== exceptKey && sameItem(line, kind, id))
    .reduce((sum, line) => sum + line.quantity, 0);
  return Math.max(0, (free.get(id) ?? 0) - taken);
}

/** The most a line may ask for. */
export const lineMax = (lines: OrderLineValues[], line: OrderLineValues, free: FreeCounts | undefined) =>
  remaining(lines, line.kind, line.id, free, line.key);

/** The lines with one more of the item: on its existing line, or a new line; unchanged when none is left. */
export function addItem(
  lines: OrderLineValues[],
  item: { kind: LineKind; id: string; name: string },
  free: FreeCounts | undefined,
  newKey: () => string,
): OrderLineValues[] {
  const left = remaining(lines, item.kind, item.id, free);
  if (left !== undefined && left < 1) return lines;
  const existing = lines.find((line) => sameItem(line, item.kind, item.id));
  if (existing) return lines.map((line) => (line === existing ? { ...line, quantity: line.quantity + 1 } : line));
  return [...lines, { key: newKey(), ...item, quantity: 1, subProductIds: [] }];
}

/** Lines asking for more than is free now (after a change of dates). */
export function overbookedLines(lines: OrderLineValues[], free: FreeCounts | undefined): Set<string> {
  const over = new Set<string>();
  for (const line of lines) {
    const max = lineMax(lines, line, free);
    if (max !== undefined && line.quantity > max) over.add(line.key);
  }
  return over;
}
