import type Stripe from 'stripe';
import type { Ctx } from '../../../platform/http/context.ts';
import { isUuid } from '../../../platform/ids.ts';
import { stripeOf } from '../providers.ts';
import { applyProviderEvent } from '../webhook.ts';
import { saveAccountFigures } from './accounts-repository.ts';

/**
 * Stripe's events (our Connect endpoint: they come from the shops' accounts). Payment events move the ledger row
 * of their checkout through the same path as the sandbox's; `account.updated` keeps the shop's account status.
 * An event received twice changes nothing the second time and is answered 200, since Stripe sends an event again
 * until it gets a 2xx (a 409 would make it retry for days).
 */
export async function receiveStripeWebhook(ctx: Ctx, rawBody: string, signature: string | undefined) {
  const provider = stripeOf(ctx.db, ctx.deps);
  const event = provider.verified(rawBody, signature, ctx.now);
  if (event.type === 'account.updated') {
    const account = event.data.object as Stripe.Account;
    const companyId = account.metadata?.companyId ?? '';
    const saved = isUuid(companyId) && (await saveAccountFigures(ctx.db, companyId, account, ctx.now));
    return { received: true as const, applied: Boolean(saved) };
  }
  const payment = await provider.eventOf(event);
  if (!payment) return { received: true as const, applied: false };
  try {
    return await applyProviderEvent(ctx, 'STRIPE', payment);
  } catch (error) {
    if ((error as { code?: string }).code === 'webhookReplayed') return { received: true as const, applied: false };
    throw error;
  }
}
