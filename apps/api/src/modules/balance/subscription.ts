import { integrationNotConfigured, notFound } from '../../platform/errors.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { ledgerRowsByIds } from '../payments/index.ts';

/**
 * The platform's billing of its subscriptions (checkout, customer portal, invoices). No billing provider is
 * configured on this platform yet: each call answers 503 `integrationNotConfigured` naming it, after the payment a
 * call names is found among the shop's (another shop's payment is a 404, as everywhere).
 */
export async function subscriptionBillingFor(ctx: StaffCtx, paymentId?: string): Promise<never> {
  if (paymentId) {
    const [row] = await ledgerRowsByIds(ctx, ctx.companyId, [paymentId]);
    if (!row) throw notFound('payment', paymentId);
  }
  throw integrationNotConfigured('subscription');
}
