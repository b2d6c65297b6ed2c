import type { LoginMessages } from './fr.ts';

const login: LoginMessages = {
  title: {
    dashboard: 'Log in',
    reconditioner: 'Reconditioner space',
    rentalPlace: 'Customer space',
  },
  subtitle: {
    dashboard: "Access your shop's dashboard",
    reconditioner: 'Log in to your reconditioning space',
    rentalPlace: 'Find your bookings with rental shops',
  },
  submit: 'Log in',
  forgotPassword: 'Forgot your password?',
  marketplaceAccount: 'This email and password belong to a customer account. Customers log in on the customer login.',
  toMarketplace: 'Go to the customer login',
};

export default login;
