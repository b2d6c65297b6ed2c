import { conflict } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import { orderOr404 } from '../details/read-order.ts';
import { cancelLockedOrder } from './cancel-order.ts';
import { isNoShow } from './no-show-rule.ts';

/**
 * POST /order/noShow: closes a no-show. It is cancelled as one (`cancelInfo.by` NO_SHOW): its holds are released and
 * the cancellation policy keeps its fee as for a cancellation after the start. 409 `notNoShow` otherwise.
 */
export async function closeNoShow(ctx: Ctx, companyId: string, orderId: string) {
  return inTransaction(ctx, async (tx) => {
    const order = await orderOr404(tx.db, companyId, orderId, true);
    if (!isNoShow(order, tx.now)) {
      throw conflict(
        'notNoShow',
        `Order #${order.number} is not a no-show: it left, is not over, or is not confirmed`,
        {
          status: order.status,
          type: order.type,
        },
      );
    }
    await cancelLockedOrder(tx, order, 'NO_SHOW', null, 'noShow');
    return orderId;
  });
}
