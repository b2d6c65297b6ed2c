const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A seeded generator, so that two runs ask the same questions. */
export function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Picks and dates drawn from one seeded generator. */
export function draws(seed = 42) {
  const rand = random(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  return {
    rand,
    pick,
    pickMany: (list, n) => Array.from({ length: n }, () => pick(list)),
    /** A start at a whole hour between 08:00 and 17:00 UTC, `from` to `from + days` days from now. */
    startWithin: (now, from, days) =>
      Math.floor((now + from * DAY + rand() * days * DAY) / DAY) * DAY + (8 + Math.floor(rand() * 10)) * HOUR,
  };
}

export const iso = (ms) => new Date(ms).toISOString();
export const day = (ms) => iso(ms).slice(0, 10);
export { DAY, HOUR };
