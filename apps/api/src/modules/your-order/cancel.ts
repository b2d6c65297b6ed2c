import { fromCents } from '@hirebase/shared';
import type { Ctx } from '../../platform/http/context.ts';
import { autoCancelOrder, refundSplit } from '../orders/index.ts';
import { refundOrderByCard } from '../payments/index.ts';

/**
 * POST /your-order/order/auto-cancel/{orderId}: the customer cancels their order from its page (see `autoCancelOrder`
 * for when they may). In the same transaction, the refund the shop's policy owes goes back on the card the order was
 * paid with online; what the card cannot take (paid another way) is owed by the shop, which is told. The answer says
 * which, as the order's page does afterwards.
 */
export async function cancelFromOrderPage(
  ctx: Ctx,
  orderId: string,
  token: string | undefined,
  input: { reason?: string | null; abandoned?: boolean },
) {
  const done = await autoCancelOrder(ctx, orderId, token, input, refundOrderByCard);
  const { refundCents, feeCents, refundByCardCents: _byCard, ...info } = done.cancelInfo;
  return {
    ...done,
    cancelInfo: { ...info, refund: fromCents(refundCents), fee: fromCents(feeCents), ...refundSplit(done.cancelInfo) },
  };
}
