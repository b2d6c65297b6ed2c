import { readView } from '../../platform/db/read-view.ts';
import {
  packItems,
  packs,
  productCategories,
  productHistoryEvents,
  productModels,
  products,
  services,
  subProducts,
  subProductUnavailabilities,
} from './tables.ts';

/** Read-only views of this module's tables for other modules' reads and joins (see readView). */
export const packItemsView = readView(packItems, 'pack_items');
export const packsView = readView(packs, 'packs');
export const productCategoriesView = readView(productCategories, 'product_categories');
export const productHistoryEventsView = readView(productHistoryEvents, 'product_history_events');
export const productModelsView = readView(productModels, 'product_models');
export const productsView = readView(products, 'products');
export const servicesView = readView(services, 'services');
export const subProductsView = readView(subProducts, 'sub_products');
export const subProductUnavailabilitiesView = readView(subProductUnavailabilities, 'sub_product_unavailabilities');
