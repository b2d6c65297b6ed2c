import type { CounterMessages } from './fr.ts';

const counter: CounterMessages = {
  title: 'Mostrador',
  noAccess: 'No tienes acceso a los pedidos de esta tienda.',
};

export default counter;
