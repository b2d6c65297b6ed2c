import Stripe from 'stripe';
import type { Config } from '../../../platform/config.ts';
import { integrationNotConfigured } from '../../../platform/errors.ts';

export type StripeKeys = Pick<Config, 'stripeSecretKey' | 'stripeWebhookSecret' | 'stripeApiBase'>;

/** Whether Stripe's keys are set: then card payments go through Stripe rather than the sandbox. */
export const stripeConfigured = (config: StripeKeys) => Boolean(config.stripeSecretKey && config.stripeWebhookSecret);

const clients = new Map<string, Stripe>();

/** The SDK client for the configured keys (one per key and address); 503 `integrationNotConfigured` without keys. */
export function stripeClient(config: StripeKeys): Stripe {
  if (!config.stripeSecretKey || !config.stripeWebhookSecret) throw integrationNotConfigured('stripe');
  const cacheKey = `${config.stripeSecretKey}|${config.stripeApiBase ?? ''}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const base = config.stripeApiBase ? new URL(config.stripeApiBase) : undefined;
    client = new Stripe(config.stripeSecretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Hirebase' },
      ...(base && {
        host: base.hostname,
        port: base.port || (base.protocol === 'https:' ? 443 : 80),
        protocol: base.protocol === 'https:' ? 'https' : 'http',
      }),
    });
    clients.set(cacheKey, client);
  }
  return client;
}
