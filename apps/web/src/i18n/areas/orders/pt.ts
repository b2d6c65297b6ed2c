import type { OrdersMessages } from './fr.ts';

const orders: OrdersMessages = {
  title: 'Encomendas',
  noAccess: 'Não tem acesso às encomendas desta loja.',
};

export default orders;
