import { type InsuranceMode, isIncluded } from '../../insurance/index.ts';
import type { OrderRow } from '../details/read-order.ts';

type OrderState = Pick<OrderRow, 'type' | 'status' | 'insurance'>;

/**
 * Why the counter may not give an order's insurance the state `insured`, or null when it may: an order cancelled or
 * over keeps what it has; the insurance is added in any mode but off, taken off where it is optional or the mode is
 * now off (never where it is included in every order).
 */
export function insuranceChangeRefusal(mode: InsuranceMode, order: OrderState, insured: boolean) {
  if (order.type === 'CANCELED') return 'orderCanceled' as const;
  if (order.status === 'ENDED') return 'orderEnded' as const;
  if (insured ? mode === 'off' : isIncluded(mode)) return 'insuranceNotOffered' as const;
  return null;
}

/** What the counter may do now with the order's insurance, by the same rule as its change. */
export const insuranceChoiceOf = (mode: InsuranceMode, order: OrderState) => ({
  canAdd: !order.insurance && !insuranceChangeRefusal(mode, order, true),
  canRemove: !!order.insurance && !insuranceChangeRefusal(mode, order, false),
});
