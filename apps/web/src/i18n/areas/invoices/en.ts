import type { InvoicesMessages } from './fr.ts';

const invoices: InvoicesMessages = {
  tab: 'Invoices',
  card: {
    title: 'Invoices',
    none: 'No invoice for this order.',
    issue: 'Issue the invoice',
    issueAgain: 'Issue a new invoice',
    confirmTitle: 'Issue the invoice?',
    confirmText:
      'An issued invoice cannot be changed: it gets its final number, and any correction is made with a credit note.',
    confirm: 'Issue',
    cancel: 'Cancel',
    pdf: 'PDF',
    downloadPdf: 'Download the PDF of {{number}}',
    creditNote: 'Issue a credit note',
    issuedOn: 'Issued on {{date}}',
    total: 'Total incl. VAT {{amount}}',
    credited: 'Credited {{amount}}',
    remaining: 'Left {{amount}}',
    fullyCredited: 'Fully credited',
    creditNoteLine: 'Credit note {{number}} of {{date}}: {{amount}}',
    differs:
      'The order changed since invoice {{number}}: the invoice stays as issued. Issue a credit note, then a new invoice.',
    issued: 'Invoice {{number}} issued',
    creditIssued: 'Credit note {{number}} issued',
  },
  credit: {
    title: 'Credit note for invoice {{number}}',
    whole: 'Everything left ({{amount}})',
    someLines: 'Some lines or amounts',
    lineAmount: '{{label}} ({{left}} left)',
    reason: 'Reason',
    submit: 'Issue the credit note',
    nothing: 'Choose at least one amount.',
    warning: 'An issued credit note cannot be changed.',
  },
  errors: {
    notInvoiceable: 'This order cannot be invoiced (a request, pre-booking, cancelled, or nothing to invoice).',
    alreadyInvoiced: 'The order already has an invoice in force: issue a credit note first.',
    creditExceedsInvoice: 'The amount is more than the invoice has left to credit.',
  },
  journal: {
    title: 'Invoices and credit notes',
    month: 'Month',
    exportCsv: 'Export as CSV',
    empty: 'No invoice or credit note issued this month.',
    kinds: { INVOICE: 'Invoice', CREDIT_NOTE: 'Credit note' },
    columns: {
      kind: 'Type',
      number: 'Number',
      date: 'Date',
      order: 'Order',
      customer: 'Customer',
      totalHT: 'Excl. VAT',
      vat: 'VAT',
      totalTTC: 'Incl. VAT',
    },
    refersTo: 'for {{number}}',
    byRate: "The month's totals per VAT rate",
    rate: 'Rate {{rate}}',
    count: '{{count}} document',
    count_other: '{{count}} documents',
  },
};

export default invoices;
