// The public entry of the states and surveys module: what other modules may use.

export type { SurveyRow } from './repository.ts';
export { surveysOf } from './repository.ts';
