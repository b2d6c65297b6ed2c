// The public entry of the customer's own order page (the your-order area reached from the mailed link).

export { yourOrderRoutes } from './routes.ts';
export { linkedOrder } from './order-page.ts';
