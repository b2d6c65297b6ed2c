import { orderOr404 } from '../modules/orders/index.ts';
import { addOfflineDeposits, depositToTake, recordOfflinePayments, refundPayments } from '../modules/payments/index.ts';
import type { StaffCtx } from '../platform/http/route.ts';

export interface DemoPaidOrders {
  /** Back last week: paid by card, a helmet's share refunded. */
  finished: string;
  /** Late: half paid in cash, a cheque deposit. */
  late: string;
  /** Out now: paid by card, a card imprint as deposit. */
  out: string;
  /** Leaving today: a down payment by transfer. */
  leavingToday: string;
}

const euros = (cents: number) => Math.round(cents) / 100;

/**
 * Money on the demo's orders, as a shop takes it: payments by card, cash and transfer on the days the orders left,
 * deposits held, a refund, so the payments list, the cashbook and an order's payments card have history.
 */
export async function seedDemoPayments(
  ctx: StaffCtx,
  orders: DemoPaidOrders,
  dates: Record<keyof DemoPaidOrders, Date>,
) {
  const total = async (orderId: string) => (await orderOr404(ctx.db, ctx.companyId, orderId)).totalTtcCents;
  const paid = await recordOfflinePayments(ctx, [
    {
      orderId: orders.finished,
      amount: euros(await total(orders.finished)),
      method: 'CARD',
      paymentDate: dates.finished.toISOString(),
    },
    {
      orderId: orders.late,
      amount: euros(Math.floor((await total(orders.late)) / 200) * 100),
      method: 'CASH',
      paymentDate: dates.late.toISOString(),
    },
    {
      orderId: orders.out,
      amount: euros(await total(orders.out)),
      method: 'CARD',
      paymentDate: dates.out.toISOString(),
    },
    {
      orderId: orders.leavingToday,
      amount: euros(Math.floor((await total(orders.leavingToday)) * 0.003) * 100),
      method: 'TRANSFER',
      paymentDate: dates.leavingToday.toISOString(),
      note: 'Acompte reçu par virement',
    },
  ]);
  const cardPayment = paid.payments.find((p) => p.orderId === orders.finished);
  if (cardPayment) {
    await refundPayments(ctx, [
      {
        paymentId: cardPayment.id,
        amount: 10,
        reason: 'REQUESTED_BY_CUSTOMER',
        note: 'Un casque rendu sans avoir servi',
      },
    ]);
  }
  for (const [orderId, method, date] of [
    [orders.late, 'CHECK', dates.late],
    [orders.out, 'CARD', dates.out],
  ] as const) {
    const { toTakeCents } = await depositToTake(ctx.db, ctx.companyId, orderId);
    if (toTakeCents > 0) {
      await addOfflineDeposits(ctx, orderId, {
        bails: [{ amount: euros(toTakeCents), method, paymentDate: date.toISOString() }],
      });
    }
  }
}
