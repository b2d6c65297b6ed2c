import type { OrdersMessages } from './fr.ts';

const orders: OrdersMessages = {
  title: 'Ordini',
  noAccess: 'Non hai accesso agli ordini di questo negozio.',
};

export default orders;
