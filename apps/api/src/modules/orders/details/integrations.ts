import { integrationNotConfigured } from '../../../platform/errors.ts';
import type { Ctx } from '../../../platform/http/context.ts';

/** Third-party tools that follow the status of orders (delivery rounds, logistics). */
export type OrderStatusIntegration = 'G8' | 'Shifter';

export interface OrderStatusAdapter {
  pushStatus(orderIds: string[], status: string): Promise<void>;
}

/**
 * The adapter pushing order statuses to a tool, for the company of the session. No tool is configured on this
 * platform yet: every call answers 503 integrationNotConfigured. Configuring one means answering its adapter here.
 */
export function orderStatusAdapter(_ctx: Ctx, integration: OrderStatusIntegration): OrderStatusAdapter {
  throw integrationNotConfigured(integration);
}

/** PUT /order/updateOrdersG8Status and /order/updateOrdersShifterStatus. */
export async function pushOrderStatuses(
  ctx: Ctx,
  integration: OrderStatusIntegration,
  input: { orderIds: string[]; status: string },
) {
  await orderStatusAdapter(ctx, integration).pushStatus(input.orderIds, input.status);
  return { ok: true as const };
}
