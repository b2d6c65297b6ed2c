// The public entry of the customer's own order page (the your-order area reached from the mailed link).

export { linkedOrder } from './order-page.ts';
export { yourOrderRoutes } from './routes.ts';
