// The public entry of the wishlists module: what other modules may use.
export { wishlistRoutes } from './routes.ts';
