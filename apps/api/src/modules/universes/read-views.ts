import { readView } from '../../platform/db/read-view.ts';
import { universeProductModels, universes } from './tables.ts';

/** Read-only views of this module's tables for other modules' reads and joins (see readView). */
export const universesView = readView(universes, 'universes');
export const universeProductModelsView = readView(universeProductModels, 'universe_product_models');
