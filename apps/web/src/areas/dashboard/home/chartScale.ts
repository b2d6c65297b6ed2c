/**
 * The values of a bar chart's axis: from 0 to a round top at or above `max`, in `count` steps of 1, 2, 2.5 or 5
 * times a power of ten (whole steps only when `whole`: counts of orders).
 */
export function axisTicks(max: number, { count = 4, whole = false }: { count?: number; whole?: boolean } = {}) {
  if (!(max > 0)) return Array.from({ length: count + 1 }, (_, i) => i);
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  let step = 10 * magnitude;
  for (const m of [1, 2, 2.5, 5]) {
    const candidate = m * magnitude;
    if (candidate >= raw && (!whole || Number.isInteger(candidate))) {
      step = candidate;
      break;
    }
  }
  if (whole) step = Math.max(1, step);
  const steps = Math.ceil(max / step - 1e-9);
  return Array.from({ length: steps + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}
