// The public entry of the payments module: the ledger of money moved for orders.

export { orderBalance } from './balance.ts';
