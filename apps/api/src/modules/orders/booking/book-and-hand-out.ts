import { badRequest } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import { orderOr404 } from '../details/read-order.ts';
import { departOrder } from '../lifecycle/depart.ts';
import { createOrder, type OrderInput } from './create-order.ts';

/** A booking handed out at once may start at most this long after now (the counter sends this minute). */
const STARTED_WITHIN_MS = 60_000;

/**
 * POST /order/createOrder with `handOut`: a walk-in booked and handed out in one transaction. The order is created
 * with the units it names, then leaves as `readyToGo` would have it (every unit of a serialised product given);
 * any refusal of either step writes nothing, so no booking is left behind half done.
 */
export async function bookAndHandOut(ctx: Ctx, companyId: string, input: OrderInput) {
  if (input.isRequest || (input.type ?? 'ORDER') !== 'ORDER') {
    throw badRequest('handOut', 'Only a confirmed order can be handed out at booking');
  }
  return inTransaction(ctx, async (tx) => {
    const { id } = await createOrder(tx, companyId, input);
    const order = await orderOr404(tx.db, companyId, id);
    if (order.startAt.getTime() > tx.now.getTime() + STARTED_WITHIN_MS) {
      throw badRequest('startDate', 'An order handed out at booking starts now');
    }
    await departOrder(tx, companyId, id, {}, 'readyToGo', { bookedAtCounter: true });
    return id;
  });
}
