// The public entry of the orders module: what other modules may use.

export { orderRead, orderWrite } from './access.ts';
export { givenPosition } from './booking/delivery-stop.ts';
export { lockForRemoval, refuseWhileNeeded } from './booking/in-use.ts';
export { createStoreOrder, payStoreOrderOnSite, withdrawStoreRequest } from './booking/online-order.ts';
export { bookingsOfRentalPlaceUser } from './customer-area/bookings.ts';
export { CustomerDeliveryView, customerDelivery } from './customer-area/delivery-view.ts';
export { customerOrder, customerOrderLink } from './customer-area/order-link.ts';
export { MarketplaceBooking, OrderLinkQuery } from './customer-area/schemas.ts';
export { lockPayableOrders, type PayableOrder, storeOrderPayment } from './details/payment-projection.ts';
export { type OrderRow, orderForDocuments, orderOr404 } from './details/read-order.ts';
export { bookingsByDay, dayFigures, utilisationByCategory } from './figures/home-figures.ts';
export { autoCancelOrder } from './lifecycle/auto-cancel.ts';
export { customerCancelOptions, refundSplit } from './lifecycle/customer-cancel.ts';
export { AutoCancelBody, AutoCancelView } from './lifecycle/lifecycle-schemas.ts';
export { isNoShow, noShowCondition } from './lifecycle/no-show-rule.ts';
export { listOrders, orderListSpec } from './lists/order-list.ts';
export { orderLinesView, ordersView, unitAssignmentsView } from './read-views.ts';
export {
  addCustomerMessage,
  MAX_UNANSWERED_MESSAGES,
  orderConversation,
  pendingCancelRequest,
} from './requests/customer-messages.ts';
export { inboxCounts } from './requests/messages.ts';
