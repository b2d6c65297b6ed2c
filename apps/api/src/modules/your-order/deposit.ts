import { fromCents, toCents } from '@hirebase/shared';
import type { Ctx } from '../../platform/http/context.ts';
import type { findSettings } from '../company-settings/index.ts';
import type { OrderRow } from '../orders/index.ts';
import { orderDeposits } from '../payments/index.ts';

type Settings = Awaited<ReturnType<typeof findSettings>>;

export const holdsOnline = (settings: Settings) => settings.bail.access.enabled && settings.bail.access.onlineStore;

/**
 * The deposit the customer's page offers to leave: only when the shop holds deposits online and the order, booked
 * and not over, asks one. `toLeave` is what is left to hold (the products' deposit less what is held); `PROCESSING`
 * while a card given is being checked; `HELD` once all of it is held.
 */
export async function depositOffer(ctx: Ctx, settings: Settings, order: OrderRow) {
  const booked = !order.isRequest && order.type !== 'CANCELED' && order.status !== 'ENDED';
  if (!holdsOnline(settings) || !booked) return null;
  const deposits = await orderDeposits({ ...ctx, companyId: order.companyId }, order);
  const toTake = toCents(deposits.toTake);
  if (toTake <= 0) return null;
  const held = toCents(deposits.held);
  const checking = deposits.bails.some((b) => b.status === 'PROCESSING');
  return {
    toTake: deposits.toTake,
    held: deposits.held,
    toLeave: fromCents(Math.max(0, toTake - held)),
    state: held >= toTake ? ('HELD' as const) : checking ? ('PROCESSING' as const) : ('TO_LEAVE' as const),
  };
}
