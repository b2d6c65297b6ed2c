import { fromCents } from '@hirebase/shared';
import type { OrderBalance } from './balance.ts';
import type { payments } from './tables.ts';

type Row = typeof payments.$inferSelect;

export const paymentView = (r: Row) => ({
  id: r.id,
  createdAt: r.createdAt.toISOString(),
  createdBy: r.createdBy,
  orderKind: r.orderKind,
  orderId: r.orderId,
  customerId: r.customerId,
  type: r.type,
  provider: r.provider,
  status: r.status,
  method: r.method,
  amount: fromCents(r.amountCents),
  paymentDate: r.paymentDate.toISOString(),
  refundOfId: r.refundOfId,
  cancelsId: r.cancelsId,
  depositId: r.depositId,
  reason: r.reason,
  note: r.note,
});

export const balanceView = (b: OrderBalance, order: { totalTtcCents: number }) => ({
  paid: fromCents(b.paidCents),
  refunded: fromCents(b.refundedCents),
  deposit: fromCents(b.depositCents),
  due: fromCents(order.totalTtcCents - b.paidCents),
  paymentStatus: b.status,
});
