import type { OrderStatus, OrderView } from '../../../../api/orders.ts';

type State = Pick<OrderView, 'status' | 'type' | 'isRequest'>;

const confirmed = (o: State) => o.type === 'ORDER' && !o.isRequest;

/** Moves of status the API allows by hand: hand out, end, undo a departure, reopen. */
export function statusMoves(o: State): OrderStatus[] {
  if (o.type === 'CANCELED') return [];
  switch (o.status) {
    case 'TO_COME':
      return confirmed(o) ? ['IN_PROGRESS'] : [];
    case 'IN_PROGRESS':
      return ['ENDED', 'TO_COME'];
    case 'ENDED':
      return ['IN_PROGRESS'];
  }
}

/** What can be done to an order in its state. */
export function orderActions(o: State, isManager: boolean) {
  const live = o.type !== 'CANCELED';
  return {
    edit: live && o.status !== 'ENDED',
    handOut: confirmed(o) && o.status === 'TO_COME',
    takeBack: live && o.status === 'IN_PROGRESS',
    cancel: live && o.status === 'TO_COME',
    convert: o.type === 'PRE_BOOKING' && !o.isRequest,
    delete: o.status === 'TO_COME',
    deletePermanently: isManager,
    statusMoves: statusMoves(o),
  };
}

export type OrderActions = ReturnType<typeof orderActions>;
