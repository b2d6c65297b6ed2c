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

/** Where an address was located (the store's checkout locates the customer's). */
export interface Position {
  lat: number;
  lng: number;
}

/** The position on OpenStreetMap, marked and close enough to see the street. */
export const mapLink = ({ lat, lng }: Position) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
