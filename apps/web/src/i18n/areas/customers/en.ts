import type { CustomersMessages } from './fr.ts';

const customers: CustomersMessages = {
  title: 'Customers',
};

export default customers;
