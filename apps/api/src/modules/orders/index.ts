// The public entry of the orders module: what other modules may use.

export { orderRead } from './access.ts';
export { lockForRemoval, refuseWhileNeeded } from './booking/in-use.ts';
export { bookingsOfRentalPlaceUser } from './customer-area/bookings.ts';
export { MarketplaceBooking } from './customer-area/schemas.ts';
export { orderOr404, orderView } from './details/read-order.ts';
export { bookingsByDay, dayFigures, utilisationByCategory } from './figures/home-figures.ts';
export { isNoShow, noShowCondition } from './lifecycle/no-show-rule.ts';
export { unitAssignmentsView } from './read-views.ts';
export { inboxCounts } from './requests/messages.ts';
