// The public entry of the universes module: what other modules may use.

export { universeProductModelsView, universesView } from './read-views.ts';
export { modelIdsOfUniverses, universesOf } from './repository.ts';
