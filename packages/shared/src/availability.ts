/**
 * Free stock of one product over time, by a sweep over the intervals that take units away.
 *
 * Everything is half-open `[start, end)` in epoch milliseconds; `end` may be `Infinity` (a unit not returned).
 * free(t) = capacity − (units unavailable at t) − (quantities held at t). Over a window, the product is as free as
 * its lowest point. Free counts may go below zero when units were withdrawn after bookings: the answer clamps at 0
 * and reports the shortfall.
 */

export interface Interval {
  start: number;
  end: number;
}

export interface Hold extends Interval {
  quantity: number;
}

/** Read as immutable: its sweep is kept for the next windows asked about. */
export interface StockTimeline {
  /** Units (or stock quantity) the product has when none is unavailable. */
  capacity: number;
  /** Each takes one unit away over its interval (a unit under repair). */
  downs: readonly Interval[];
  /** Quantities held by orders, buffers included. */
  holds: readonly Hold[];
}

interface Step {
  at: number;
  delta: number;
}

/** Steps of each timeline already swept: calendars and next-free searches sweep one timeline many times. */
const sweptSteps = new WeakMap<StockTimeline, Step[]>();

/** Changes of the free count, merged per instant and sorted; ends and starts at one instant net out. */
function steps(timeline: StockTimeline): Step[] {
  let found = sweptSteps.get(timeline);
  if (!found) {
    found = computeSteps(timeline);
    sweptSteps.set(timeline, found);
  }
  return found;
}

function computeSteps(timeline: StockTimeline): Step[] {
  const deltas = new Map<number, number>();
  const add = (at: number, delta: number) => deltas.set(at, (deltas.get(at) ?? 0) + delta);
  for (const d of timeline.downs) {
    if (d.start >= d.end) continue;
    add(d.start, -1);
    if (d.end !== Number.POSITIVE_INFINITY) add(d.end, 1);
  }
  for (const h of timeline.holds) {
    if (h.start >= h.end || h.quantity <= 0) continue;
    add(h.start, -h.quantity);
    if (h.end !== Number.POSITIVE_INFINITY) add(h.end, h.quantity);
  }
  return [...deltas]
    .filter(([, delta]) => delta !== 0)
    .map(([at, delta]) => ({ at, delta }))
    .sort((a, b) => a.at - b.at);
}

/** The free count at each change within [start, end): the first entry is the count at `start`. */
export function freeProfile(timeline: StockTimeline, window: Interval): { at: number; free: number }[] {
  let free = timeline.capacity;
  const profile: { at: number; free: number }[] = [];
  for (const step of steps(timeline)) {
    if (step.at <= window.start) {
      free += step.delta;
      continue;
    }
    if (step.at >= window.end) break;
    if (profile.length === 0) profile.push({ at: window.start, free: free });
    free += step.delta;
    profile.push({ at: step.at, free });
  }
  if (profile.length === 0) profile.push({ at: window.start, free });
  return profile;
}

/** Lowest free count over the window (may be negative: overbooked). */
export function lowestFree(timeline: StockTimeline, window: Interval): number {
  if (window.start >= window.end) throw new RangeError('A window must end after it starts');
  return Math.min(...freeProfile(timeline, window).map((p) => p.free));
}

export interface Availability {
  /** Units free over the whole window, never below 0. */
  available: number;
  /** Units missing to honour what is already booked (0 when not overbooked). */
  shortfall: number;
}

export function availabilityOver(timeline: StockTimeline, window: Interval): Availability {
  const lowest = lowestFree(timeline, window);
  return { available: Math.max(0, lowest), shortfall: Math.max(0, -lowest) };
}

/**
 * The earliest start at or after `window.start`, before `horizon`, from which `quantity` units are free for the
 * window's duration; null when there is none. Free counts only rise where something ends, so those instants are the
 * only candidates besides the window's own start.
 */
export function nextFreeStart(
  timeline: StockTimeline,
  window: Interval,
  quantity: number,
  horizon: number,
): number | null {
  const duration = window.end - window.start;
  const candidates = [window.start];
  for (const step of steps(timeline)) {
    if (step.delta > 0 && step.at > window.start && step.at < horizon) candidates.push(step.at);
  }
  for (const start of candidates) {
    if (lowestFree(timeline, { start, end: start + duration }) >= quantity) return start;
  }
  return null;
}

/** One product that can serve a need: its timeline and the buffers that widen a rental into the window it takes. */
export interface NeedMember {
  timeline: StockTimeline;
  before: number;
  after: number;
}

/**
 * Units of a product to make one set (a pack item): `per` units of one of its members. A fixed product is a need
 * with one member; a category offers every product of the category, each set taking its units from one of them.
 */
export interface Need {
  members: readonly NeedMember[];
  per: number;
}

const paddedFor = (m: NeedMember, window: Interval): Interval => ({
  start: window.start - m.before,
  end: window.end + m.after,
});

/** Whole sets free for a rental over `window`: per need, Σ over its members of ⌊free / per⌋; the scarcest need wins. */
export function setsFree(needs: readonly Need[], window: Interval): number {
  if (needs.length === 0) return 0;
  let sets = Number.POSITIVE_INFINITY;
  for (const need of needs) {
    let count = 0;
    for (const m of need.members) {
      count += Math.floor(Math.max(0, lowestFree(m.timeline, paddedFor(m, window))) / need.per);
    }
    sets = Math.min(sets, count);
  }
  return sets;
}

/**
 * The earliest rental start at or after `window.start`, before `horizon`, from which `count` sets are free for the
 * window's duration; null when there is none. As with one product, only the instants where some member's free
 * count rises (shifted by its buffer before) can be the first start that fits.
 */
export function nextSetsStart(needs: readonly Need[], window: Interval, count: number, horizon: number): number | null {
  const duration = window.end - window.start;
  const candidates = new Set([window.start]);
  for (const need of needs) {
    for (const m of need.members) {
      for (const step of steps(m.timeline)) {
        const start = step.at + m.before;
        if (step.delta > 0 && start > window.start && start < horizon) candidates.add(start);
      }
    }
  }
  for (const start of [...candidates].sort((a, b) => a - b)) {
    if (setsFree(needs, { start, end: start + duration }) >= count) return start;
  }
  return null;
}
