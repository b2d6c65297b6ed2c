// The public entry of the order mails module: what other modules may use.

export { addressList, MAX_RECIPIENTS } from './addresses.ts';
