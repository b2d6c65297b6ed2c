// The public entry of the order mails module: what other modules may use.

export { addressList, MAX_RECIPIENTS } from './addresses.ts';
export { recordOrderMail, viewOf as orderMailView } from './order-mail.ts';
export { OrderMailView } from './schemas.ts';
