// The public entry of the availability module: what other modules may use.

export type { ProductAvailability } from './engine.ts';
export { paddedWindow, productAvailability } from './engine.ts';
export { lcdAvailability } from './lcd-availability.ts';
export { openingProblems } from './opening.ts';
export { OpeningView } from './schemas.ts';
export type { ProductStock } from './stock-reads.ts';
export { lockAndReadStocks, lockProducts, productStocks } from './stock-reads.ts';
export type { TimedDemand, TimedHold, TimedHoldInput } from './timed-holds.ts';
export {
  dropExpiredTimedHolds,
  extendTimedHolds,
  holdTimed,
  releaseTimedHolds,
  timedHoldsOf,
} from './timed-holds.ts';
