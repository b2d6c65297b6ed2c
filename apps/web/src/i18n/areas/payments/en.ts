import type { PaymentsMessages } from './fr.ts';

const payments: PaymentsMessages = {
  card: {
    title: 'Payments',
    record: 'Record a payment',
    byCard: 'Card payment',
    due: 'Left to pay: {{amount}}',
    overpaid: 'Overpaid: {{amount}}',
    paid: 'Paid {{amount}}',
    refunded: 'refunded {{amount}}',
    deposit: 'deposit {{amount}}',
    none: 'No payment for this order.',
  },
  row: {
    byCard: 'Card',
    payment: 'Payment',
    deposit: 'Deposit',
    refund: 'Refund',
    cancelling: 'Cancellation',
    takenBack: 'Taken back',
    giveBack: 'Refund',
    takeBack: 'Take this payment back',
  },
  status: {
    WAITING: 'waiting for the card',
    PROCESSING: 'in progress',
    REQUIRES_CAPTURE: 'held',
    FAILED: 'declined',
    CANCELED: 'cancelled',
  },
  method: {
    CASH: 'Cash',
    CARD: 'Card',
    CHECK: 'Cheque',
    CHECK_VACANCES: 'Holiday vouchers',
    TRANSFER: 'Bank transfer',
    OTHER: 'Other',
  },
  record: {
    title: 'Record a payment',
    payment: 'Payment',
    deposit: 'Deposit',
    amount: 'Amount',
    method: 'Payment method',
    note: 'Note (optional)',
    cancel: 'Close',
    submit: 'Record',
    done: 'Payment of {{amount}} recorded',
  },
  refund: {
    title: 'Refund the payment of {{amount}}',
    left: 'Left to refund: {{amount}}',
    reason: 'Reason',
    reasons: {
      REQUESTED_BY_CUSTOMER: 'Asked by the customer',
      DUPLICATE: 'Paid twice',
      FRAUDULENT: 'Fraudulent',
      OTHER: 'Other',
    },
    submit: 'Refund',
    done: 'Refund of {{amount}} recorded',
  },
  cancel: {
    title: 'Take back the payment of {{amount}}?',
    text: 'The payment stays in the history, followed by a row that cancels it; the amount paid on the order is computed again.',
    reason: 'Reason (optional)',
    submit: 'Take it back',
    done: 'Payment of {{amount}} taken back',
  },
};

export default payments;
