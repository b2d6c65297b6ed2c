import type { Ctx } from '../../platform/http/context.ts';
import { addCustomerMessage, customerOrder, orderConversation } from '../orders/index.ts';

/**
 * POST /your-order/order/message/{orderId}: the customer writes to the shop from the order's page (its link's token,
 * or as its marketplace customer; 404 otherwise). Answers the conversation with the new message.
 */
export async function writeToShop(ctx: Ctx, orderId: string, token: string | undefined, message: string) {
  const order = await customerOrder(ctx, orderId, token);
  await addCustomerMessage(ctx, order, message);
  return { messages: await orderConversation(ctx.db, order.companyId, order.id) };
}
