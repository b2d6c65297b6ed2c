import type { OrdersMessages } from './fr.ts';

const orders: OrdersMessages = {
  title: 'Pedidos',
  noAccess: 'No tienes acceso a los pedidos de esta tienda.',
};

export default orders;
