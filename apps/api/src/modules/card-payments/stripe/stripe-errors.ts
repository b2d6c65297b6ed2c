import Stripe from 'stripe';
import { AppError, conflict, notFound } from '../../../platform/errors.ts';

/** Stripe's decline codes in the words the sandbox uses, so screens word both alike. */
const DECLINES: Record<string, string> = {
  card_declined: 'declined',
  insufficient_funds: 'insufficientFunds',
  expired_card: 'expiredCard',
  authentication_required: 'authenticationFailed',
  payment_intent_authentication_failure: 'authenticationFailed',
};

export const declineOf = (error: { code?: string | null; decline_code?: string | null } | null | undefined) =>
  error ? (DECLINES[error.decline_code ?? ''] ?? DECLINES[error.code ?? ''] ?? 'declined') : null;

/** An SDK failure as one of our errors: a state Stripe refuses is a 409, a missing object a 404, the rest a 502. */
export function fromStripe(error: unknown, entity = 'payment intent'): never {
  if (error instanceof AppError) throw error;
  if (error instanceof Stripe.errors.StripeError) {
    if (error.code === 'resource_missing') throw notFound(entity);
    if (error.code === 'payment_intent_unexpected_state') {
      throw conflict('intentNotInState', error.message, { status: 'unknown' });
    }
    throw new AppError(502, 'integrationFailed', 'Stripe refused or failed the request', {
      integration: 'stripe',
      type: error.type,
      stripeCode: error.code ?? null,
    });
  }
  throw error;
}

/** Runs an SDK call, turning its failures into our errors. */
export async function stripeCall<T>(call: () => Promise<T>, entity?: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    return fromStripe(error, entity);
  }
}
