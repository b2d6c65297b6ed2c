import type { LoginMessages } from './fr.ts';

const login: LoginMessages = {
  marketplaceAccount: 'This email and password belong to a customer account. Customers log in on the customer login.',
  toMarketplace: 'Go to the customer login',
};

export default login;
