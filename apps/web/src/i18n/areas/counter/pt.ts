import type { CounterMessages } from './fr.ts';

const counter: CounterMessages = {
  title: 'Balcão',
  noAccess: 'Não tem acesso às encomendas desta loja.',
};

export default counter;
