// The public entry of the universes module: what other modules may use.
export { modelIdsOfUniverses, universesOf } from './repository.ts';
export { universeProductModelsView, universesView } from './read-views.ts';
