import { and, eq } from 'drizzle-orm';
import { AppError, conflict } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import { settingsForRequest } from '../company-settings/index.ts';
import { payStoreOrderOnSite, withdrawStoreRequest } from '../orders/index.ts';
import { checkedOutOrder, resultOf } from './checkout-result.ts';
import { storeCheckouts } from './tables.ts';

interface Secrets {
  token?: string;
  cartToken?: string;
}

/**
 * POST /online-store/payOnSite: an order awaiting its online payment is paid on site instead, when the shop's mode
 * lets the customer choose (409 `onSiteNotOffered` otherwise). Its payment delay is lifted: it stays booked.
 */
export async function payOnSite(ctx: Ctx, companyId: string, orderId: string, secrets: Secrets) {
  return inTransaction(ctx, async (tx) => {
    const { company } = await checkedOutOrder(tx.db, companyId, orderId, secrets, true);
    const settings = await settingsForRequest(tx, companyId);
    if (settings.onlineStore.checkoutMode !== 'PAY_ONLINE_OR_ON_SITE') {
      throw conflict('onSiteNotOffered', 'This shop takes the payment online');
    }
    const order = await payStoreOrderOnSite(tx, companyId, orderId);
    const [checkout] = await tx.db
      .update(storeCheckouts)
      .set({ payment: 'ON_SITE', payNowCents: 0, payUrl: null })
      .where(and(eq(storeCheckouts.companyId, companyId), eq(storeCheckouts.id, orderId)))
      .returning();
    return resultOf(tx.deps.config.publicUrl, company, order, checkout!);
  });
}

/** POST /online-store/order-cancel/{orderRequestId}: the customer withdraws a request the shop has not answered. */
export async function withdrawRequest(ctx: Ctx, companyId: string, orderId: string, secrets: Secrets) {
  return inTransaction(ctx, async (tx) => {
    const { checkout } = await checkedOutOrder(tx.db, companyId, orderId, secrets, true);
    if (checkout.payment !== 'REQUEST') {
      throw new AppError(409, 'requestClosed', 'This order is not a booking request', { orderId });
    }
    await withdrawStoreRequest(tx, companyId, orderId);
    return { withdrawn: true as const };
  });
}
