/** Customers screens, French (the reference: other languages have exactly these keys). */
const customers = {
  title: 'Clients',
};

export type CustomersMessages = typeof customers;
export default customers;
