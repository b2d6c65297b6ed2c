import type { CounterMessages } from './fr.ts';

const counter: CounterMessages = {
  title: 'Counter',
  noAccess: "You don't have access to this shop's orders.",
};

export default counter;
