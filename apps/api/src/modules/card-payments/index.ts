// The public entry of the card-payments module: card payments through a provider adapter (the sandbox by default).

export { checkedAmount, openCardAttempt, startCardPayment, toCustomerPage, toDashboardOrder } from './checkout.ts';
export { cardIntentOf, type IntentForPayment, openCardIntent, renewCardHold } from './intents.ts';
export { depositCardPage } from './links/customer-deposit.ts';
export { askDepositByLink } from './links/deposit-link.ts';
export type { CardIntent, CardProvider } from './provider.ts';
export { HOLD_MS } from './provider.ts';
export { activeProvider, providerNamed } from './providers.ts';
export { cardPaymentRoutes } from './routes.ts';
export { TEST_CARDS } from './sandbox/cards.ts';
export { sandboxWebhookJob } from './sandbox/delivery-job.ts';
export { sandboxRoutes } from './sandbox/routes.ts';
export { IntentView } from './schemas.ts';
export { stripeRoutes } from './stripe/routes.ts';
export { unconfiguredProviderRoutes } from './unconfigured-routes.ts';
export { intentView } from './views.ts';
