// The public entry of the online store's checkout: its routes.
export { storeCheckoutRoutes } from './routes.ts';
