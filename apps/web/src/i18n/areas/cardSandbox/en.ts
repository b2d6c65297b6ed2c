import type { CardSandboxMessages } from './fr.ts';

const cardSandbox: CardSandboxMessages = {
  provider: 'Secure payment · sandbox',
  title: 'Card payment',
  noSecret: 'This payment link is incomplete: open it from the page that brought you here.',
  notFound: 'This payment cannot be found.',
  amountTo: '{{amount}} to {{shop}}',
  testCards: {
    title: 'Sandbox: no real card is charged. Test cards:',
    success: 'accepted',
    declined: 'declined',
    insufficientFunds: 'insufficient funds',
    authenticationRequired: 'the bank asks for a confirmation',
    notRenewable: 'accepted, but its hold cannot be renewed',
  },
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'Security code (CVC)',
  pay: 'Pay {{amount}}',
  invalid: {
    cardNumber: 'Enter the 12 to 19 digits of the card.',
    expiry: 'Enter the month and year, for example 08/29.',
    cvc: 'Enter the 3 or 4 digits on the back of the card.',
  },
  authenticate: {
    title: 'Confirmation by your bank',
    text: 'Your bank asks you to confirm the payment of {{amount}} to {{shop}}.',
    approve: 'Confirm',
    refuse: 'Refuse',
  },
  processing: 'Payment in progress…',
  succeeded: 'Payment of {{amount}} accepted. Thank you!',
  held: '{{amount}} held on your card.',
  declined: {
    declined: 'Your card was declined by your bank.',
    insufficientFunds: 'Your card has insufficient funds.',
    authenticationFailed: 'The payment was not confirmed with your bank.',
    expiredCard: 'Your card has expired.',
    expired: 'The hold on your card has expired.',
    other: 'The payment did not go through.',
  },
  canceled: 'This payment was cancelled.',
  tryAgain: 'Nothing was charged. To try again, with another card for example, go back to the order.',
  back: 'Back to the order',
};

export default cardSandbox;
