import { conflict } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { depositCardPage } from '../card-payments/index.ts';
import { findSettings } from '../company-settings/index.ts';
import { holdsOnline } from './deposit.ts';
import { linkedOrder } from './order-page.ts';

/**
 * POST /your-order/{slug}/{orderId}/deposit: the customer leaves the deposit from the order's page — the card page
 * of its hold, opened once (see `depositCardPage`). The order's link token or its marketplace customer's session, as
 * the page; 409 `depositNotOnline` when the shop takes deposits at the counter.
 */
export async function leaveDeposit(ctx: Ctx, slug: string, orderId: string, token: string | undefined) {
  const { order, company } = await linkedOrder(ctx, slug, orderId, token);
  if (!holdsOnline(await findSettings(ctx.db, company.id))) {
    throw conflict('depositNotOnline', 'The shop takes the deposit at pick-up, not online');
  }
  if (order.isRequest || order.type === 'CANCELED' || order.status === 'ENDED') {
    throw conflict('orderClosed', 'The order is not booked or is over: no deposit is left for it');
  }
  return depositCardPage(ctx, company, order.id);
}
