import type { Db } from '../../platform/db/pool.ts';
import { integrationNotConfigured } from '../../platform/errors.ts';
import type { Deps } from '../../platform/http/context.ts';
import type { CardProvider } from './provider.ts';
import { SandboxProvider } from './sandbox/sandbox-provider.ts';
import { stripeClient, stripeConfigured } from './stripe/client.ts';
import { StripeProvider } from './stripe/stripe-provider.ts';

/**
 * The card provider payments go through: Stripe when its keys are set, the built-in sandbox otherwise.
 */
export function activeProvider(db: Db, deps: Deps): CardProvider {
  return stripeConfigured(deps.config) ? stripeOf(db, deps) : sandboxOf(db, deps);
}

/** The provider a ledger row was paid through, to follow or change it. */
export function providerNamed(db: Db, deps: Deps, name: string): CardProvider {
  if (name === 'SANDBOX') return sandboxOf(db, deps);
  if (name === 'STRIPE') return stripeOf(db, deps);
  throw integrationNotConfigured(name.toLowerCase());
}

/** The sandbox, when the configuration lets it take (test) cards: 503 `integrationNotConfigured` otherwise. */
export function sandboxOf(db: Db, deps: Deps): SandboxProvider {
  if (!deps.config.cardSandbox) throw integrationNotConfigured('card');
  return new SandboxProvider(db, deps);
}

/** Stripe, when its keys are set: 503 `integrationNotConfigured` otherwise. */
export function stripeOf(db: Db, deps: Pick<Deps, 'config' | 'now'>): StripeProvider {
  stripeClient(deps.config);
  return new StripeProvider(db, deps);
}
