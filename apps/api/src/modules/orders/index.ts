// The public entry of the orders module: what other modules may use.
export { lockForRemoval, refuseWhileNeeded } from './in-use.ts';
export { orderOr404 } from './read-order.ts';
export { unitAssignmentsView } from './read-views.ts';
export { orderRead } from './routes.ts';
