import type { CounterMessages } from './fr.ts';

const counter: CounterMessages = {
  title: 'Banco',
  noAccess: 'Non hai accesso agli ordini di questo negozio.',
};

export default counter;
