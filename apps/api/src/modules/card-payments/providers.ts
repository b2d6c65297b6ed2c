import type { Db } from '../../platform/db/pool.ts';
import { integrationNotConfigured } from '../../platform/errors.ts';
import type { Deps } from '../../platform/http/context.ts';
import type { CardProvider } from './provider.ts';
import { SandboxProvider } from './sandbox/sandbox-provider.ts';

/**
 * The card provider payments go through. The built-in sandbox unless a real provider is configured; a real
 * provider's adapter implements the same interface and is chosen here from its keys.
 */
export function activeProvider(db: Db, deps: Deps): CardProvider {
  return sandboxOf(db, deps);
}

/** The provider a ledger row was paid through, to follow or change it. */
export function providerNamed(db: Db, deps: Deps, name: string): CardProvider {
  if (name === 'SANDBOX') return sandboxOf(db, deps);
  throw integrationNotConfigured(name.toLowerCase());
}

/** The sandbox, when the configuration lets it take (test) cards: 503 `integrationNotConfigured` otherwise. */
export function sandboxOf(db: Db, deps: Deps): SandboxProvider {
  if (!deps.config.cardSandbox) throw integrationNotConfigured('card');
  return new SandboxProvider(db, deps);
}
