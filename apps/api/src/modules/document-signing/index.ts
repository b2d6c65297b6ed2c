// The public entry of document signing: customers and staff signing the order's documents.

export { documentSigningRoutes } from './routes.ts';
export { signingWords } from './words.ts';
