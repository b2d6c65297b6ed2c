// The public entry of the card-payments module: card payments through a provider adapter (the sandbox by default).

export { checkedAmount, startCardPayment, toDashboardOrder } from './checkout.ts';
export type { CardIntent, CardProvider } from './provider.ts';
export { activeProvider, providerNamed } from './providers.ts';
export { cardPaymentRoutes } from './routes.ts';
export { TEST_CARDS } from './sandbox/cards.ts';
export { sandboxWebhookJob } from './sandbox/delivery-job.ts';
export { sandboxRoutes } from './sandbox/routes.ts';
export { unconfiguredProviderRoutes } from './unconfigured-routes.ts';
