/** An order's lifecycle statuses. */
export const ORDER_STATUSES = ['TO_COME', 'IN_PROGRESS', 'ENDED'] as const;

/** Order lists accept the lifecycle statuses and these views of the day: what moves today, what is late, … */
export const ORDER_STATE_FILTERS = [
  'TODAY',
  'LATE',
  'PASS',
  'NOT_PRE_BOOKING',
  'NOT_CANCELED',
  'BOOKED',
  'DEPARTURES',
  'RETURNS',
  'NO_SHOW',
] as const;

/** Every state an order list can be filtered by. */
export const ORDER_STATES = [...ORDER_STATUSES, ...ORDER_STATE_FILTERS] as const;
export type OrderState = (typeof ORDER_STATES)[number];
