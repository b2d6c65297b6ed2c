import type { CustomersMessages } from './fr.ts';

const customers: CustomersMessages = {
  title: 'Clientes',
};

export default customers;
