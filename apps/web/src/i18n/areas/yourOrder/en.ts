import type { YourOrderMessages } from './fr.ts';

const yourOrder: YourOrderMessages = {
  title: 'Order #{{number}}',
  noToken: 'This link is incomplete: open it from the mail you received.',
  notFound: 'This order cannot be found. Open the link in the latest mail from the shop.',
  status: {
    TO_COME: 'Upcoming',
    IN_PROGRESS: 'In progress',
    ENDED: 'Ended',
    CANCELED: 'Cancelled',
    REQUEST: 'Request awaiting the shop',
  },
  period: 'From {{start}} to {{end}}',
  pay: {
    button: 'Pay {{amount}} by card',
    note: 'You pay on the payment provider’s secure page, then come back here.',
    back: 'Thank you: your payment shows here as soon as your bank confirms it.',
  },
  summary: {
    title: 'Your order',
    item: 'Item',
    total: 'Total',
    totalHT: 'Total excl. tax',
    vat: 'VAT',
    totalTTC: 'Total incl. tax',
    paid: 'Already paid',
    balance: 'Left to pay',
    lineOf: '{{quantity}} × {{name}}',
  },
  documents: {
    title: 'Your documents',
    none: 'No documents yet.',
    preparing: 'Being prepared…',
    toSign: 'To sign',
    signedOn: 'Signed on {{date}}',
    read: 'Read the document',
    sign: 'Sign',
    kinds: {
      CONTRACT: 'Rental agreement',
      QUOTE: 'Quote',
      RECEIPT: 'Receipt',
      DEPOSIT_RECEIPT: 'Deposit receipt',
      INVOICE: 'Invoice',
      CREDIT_NOTE: 'Credit note',
      other: 'Document',
    },
  },
  signing: {
    title: 'Sign: {{document}}',
    readFirst: 'Read the document before you sign it.',
    signerName: 'Your full name',
    signerNameRequired: 'Enter your full name.',
    done: 'Document signed on {{date}}. Thank you!',
    cancel: 'Cancel',
  },
  contact: {
    title: 'A question?',
    email: 'Email',
    phone: 'Phone',
  },
};
export default yourOrder;
