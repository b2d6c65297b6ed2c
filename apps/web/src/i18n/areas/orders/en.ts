import type { OrdersMessages } from './fr.ts';

const orders: OrdersMessages = {
  title: 'Orders',
  noAccess: "You don't have access to this shop's orders.",
};

export default orders;
