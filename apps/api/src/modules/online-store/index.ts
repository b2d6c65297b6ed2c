// The public entry of the online store: its routes, and the reads its server-rendered pages use.

export { deliveryOffer, deliveryPriceCents } from './delivery.ts';
export { openStoreBySlug, storeIsOn } from './open-store.ts';
export { onlineStoreRoutes } from './routes.ts';
export { storeOfSlug, storeProduct, storeProducts } from './store-reads.ts';
