// The public entry of the states-surveys module: what other modules may use.
export type { StateModelRow } from './repository.ts';
export { findStateModel as stateModelOf } from './repository.ts';
