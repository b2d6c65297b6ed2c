// The public entry of the catalogue module: what other modules may use.
export { createVerticaleCategory, deleteVerticaleCategory, listVerticaleCategories } from './categories.ts';
export type { HistoryEventRow } from './history.ts';
export { actorIdOf, addHistoryEvent, deleteHistoryEvent } from './history.ts';
export { missingItems } from './live-items.ts';
export { photoViews } from './photos/photo-keys.ts';
export { keepProductPhoto, type ProductPhotoVersions, redrawProductPhoto } from './photos/product-photos.ts';
export { productIdsOfCompany } from './products.ts';
export {
  packItemsView,
  packsView,
  productCategoriesView,
  productHistoryEventsView,
  productModelsView,
  productsView,
  servicesView,
  subProductsView,
  subProductUnavailabilitiesView,
} from './read-views.ts';
export { categoriesByIds } from './repository/categories.ts';
export { findModel, updateModel } from './repository/models.ts';
export { itemsOfPacks } from './repository/packs.ts';
export { CategoryView } from './schemas/common.ts';
export { unitFigures } from './unit-conditions.ts';
