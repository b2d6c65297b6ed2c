import { fromCents } from '@hirebase/shared';
import type { payments } from '../tables.ts';
import type { DepositFigures } from './state.ts';
import type { DepositToTake } from './to-take.ts';

type Row = typeof payments.$inferSelect;

const movementView = (r: Row) => ({
  id: r.id,
  type: r.type as 'DEPOSIT_CAPTURE' | 'DEPOSIT_RELEASE',
  status: r.status,
  amount: fromCents(r.amountCents),
  reason: r.reason,
  note: r.note,
  createdAt: r.createdAt.toISOString(),
  createdBy: r.createdBy,
});

export const depositView = (d: DepositFigures<Row>) => ({
  id: d.deposit.id,
  provider: d.deposit.provider,
  status: d.deposit.status,
  state: d.state,
  method: d.deposit.method,
  amount: fromCents(d.deposit.amountCents),
  held: fromCents(d.heldCents),
  captured: fromCents(d.capturedCents),
  released: fromCents(d.releasedCents),
  paymentDate: d.deposit.paymentDate.toISOString(),
  note: d.deposit.note,
  createdAt: d.deposit.createdAt.toISOString(),
  createdBy: d.deposit.createdBy,
  movements: d.movements.map(movementView),
  renewal: d.renewal,
  renews: d.deposit.depositId,
});

export const orderDepositsView = (orderId: string, toTake: DepositToTake, figures: DepositFigures<Row>[]) => ({
  orderId,
  toTake: fromCents(toTake.toTakeCents),
  productsDeposit: fromCents(toTake.productsCents),
  max: toTake.maxCents === null ? null : fromCents(toTake.maxCents),
  askAtHandOut: toTake.askAtHandOut,
  held: fromCents(figures.reduce((total, d) => total + d.heldCents, 0)),
  captured: fromCents(figures.reduce((total, d) => total + d.capturedCents, 0)),
  bails: figures.map(depositView),
});
