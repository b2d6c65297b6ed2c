import { AppError, integrationNotConfigured } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';

/** The insurer's side of `with_assurance`: registers the policy of a placed order and answers its reference. */
export interface InsurerAdapter {
  registerPolicy(
    companyId: string,
    policy: {
      orderId: string;
      insurerShopId: string;
      amountCents: number;
      lineIds: string[];
      start: string;
      end: string;
    },
  ): Promise<{ policyId: string }>;
}

const insurerOf = (ctx: Ctx) =>
  (ctx.deps as { companyIntegrations?: { tulip?: Partial<InsurerAdapter> } }).companyIntegrations?.tulip;

/** Whether the linked insurer covers the shop's orders: it asks for it, is linked, and the adapter is there. */
export const insurerCovers = (ctx: Ctx, mode: string, linkedId: string | null) =>
  mode === 'with_assurance' && !!linkedId && !!insurerOf(ctx)?.registerPolicy;

/** Registers a placed order's policy with the insurer, in the order's transaction (a refusal undoes the order). */
export async function registerPolicy(
  ctx: Ctx,
  companyId: string,
  insurerShopId: string,
  policy: { orderId: string; amountCents: number; lineIds: string[]; start: Date; end: Date },
) {
  const adapter = insurerOf(ctx);
  if (!adapter?.registerPolicy) throw integrationNotConfigured('tulip');
  try {
    const { policyId } = await adapter.registerPolicy(companyId, {
      ...policy,
      insurerShopId,
      start: policy.start.toISOString(),
      end: policy.end.toISOString(),
    });
    return policyId;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(502, 'integrationFailed', 'The insurer refused or failed to register the policy', {
      integration: 'tulip',
    });
  }
}
