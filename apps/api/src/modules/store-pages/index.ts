// The public entry of the store-pages module: the online store's server-rendered pages.
export { registerStorePages } from './routes.ts';
