import type { CustomersMessages } from './fr.ts';

const customers: CustomersMessages = {
  title: 'Clienti',
};

export default customers;
