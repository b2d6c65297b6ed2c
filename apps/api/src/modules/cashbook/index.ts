// The public entry of the cashbook module: the shop's days of money in and out, closed by Z reports.

export { CASHBOOK_METHODS, type CashbookMethod } from './methods.ts';
