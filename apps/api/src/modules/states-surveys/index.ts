// The public entry of the states and surveys module: what other modules may use.
export type { StateModelRow, SurveyRow } from './repository.ts';
export { findStateModel as stateModelOf, surveysOf } from './repository.ts';
