// The public entry of the online store's checkout: its routes and its job.
export { abandonedCheckoutDocumentsJob } from './abandoned-documents-job.ts';
export { storeCheckoutRoutes } from './routes.ts';
