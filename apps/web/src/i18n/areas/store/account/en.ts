import type { AccountMessages } from './fr.ts';

const account: AccountMessages = {
  login: {
    offer: 'Already a customer? Log in',
    title: 'Log in to your customer account',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    sending: 'Logging in…',
    cancel: 'Cancel',
    forgot: 'Forgot your password?',
    loggedIn: 'Logged in as {{name}} ({{email}}): your details are filled in, you can still change them.',
    logOut: 'Log out',
    errors: {
      required: 'Enter your email and your password.',
      failed: 'Wrong email or password.',
      notActivated: 'Confirm your email address first: follow the link in the sign-up email.',
      tooMany: 'Too many tries: try again in a few minutes.',
      notCustomer: 'This is a managing place account, not a customer account.',
      network: 'Logging in failed. Check your connection and try again.',
    },
  },
  wishlist: {
    heart: 'Keep {{name}} in my favourites',
    added: 'Added to your favourites.',
    removed: 'Removed from your favourites.',
    loginOffer: 'Log in to keep products in your favourites.',
    login: 'Log in',
    failed: 'Your favourites could not be changed. Try again.',
    defaultName: 'My favourites',
  },
};

export default account;
