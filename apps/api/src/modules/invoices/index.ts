// The public entry of the invoices module: what other modules may use.
export { invoicePdfJob } from './pdf-store.ts';
