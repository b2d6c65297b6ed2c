import type { BalanceMessages } from './fr.ts';

const balance: BalanceMessages = {
  title: 'Balance and payouts',
  available: 'Available',
  pending: 'Pending',
  delay_one: 'Available {{count}} day after the payment',
  delay_many: 'Available {{count}} days after the payment',
  delay_other: 'Available {{count}} days after the payment',
  feeRate: 'Platform fee: {{percent}} + {{fixed}} per card payment; no fee on a refund.',
  schedule: {
    DAILY: 'Paid out every day',
    WEEKLY: 'Paid out every Monday',
  },
  states: {
    PENDING: 'Pending',
    AVAILABLE: 'Available',
    PAID_OUT: 'Paid out',
  },
  types: {
    PAYMENT: 'Payment',
    REFUND: 'Refund',
    DEPOSIT_CAPTURE: 'Deposit kept',
  },
  transactions: {
    title: 'Transactions',
    date: 'Date',
    type: 'Type',
    amount: 'Amount',
    fee: 'Fee',
    net: 'Net',
    state: 'Status',
    none: 'No card payment yet.',
  },
  payouts: {
    title: 'Payouts',
    date: 'Date',
    count: 'Transactions',
    gross: 'Gross',
    fee: 'Fees',
    net: 'Paid out',
    csv: 'CSV',
    csvOf: 'Download the transactions of the payout of {{date}} (CSV)',
    none: 'No payout yet.',
  },
  invoices: {
    title: 'Platform fee invoices',
    number: 'No.',
    month: 'Month',
    count: 'Transactions',
    gross: 'Taken',
    fee: 'Fees invoiced',
    none: 'No invoice yet.',
    pdf: 'PDF',
    pdfOf: 'Download invoice no. {{number}} (PDF)',
  },
};

export default balance;
