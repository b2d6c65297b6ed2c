// The public entry of the card-payments module: card payments through a provider adapter (the sandbox by default).

export type { CardIntent, CardProvider } from './provider.ts';
export { activeProvider } from './providers.ts';
export { cardPaymentRoutes } from './routes.ts';
export { sandboxWebhookJob } from './sandbox/delivery-job.ts';
export { sandboxRoutes } from './sandbox/routes.ts';
export { stripeRoutes } from './stripe/routes.ts';
export { unconfiguredProviderRoutes } from './unconfigured-routes.ts';
