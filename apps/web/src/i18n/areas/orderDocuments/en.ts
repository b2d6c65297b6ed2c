import type { OrderDocumentsMessages } from './fr.ts';

const orderDocuments: OrderDocumentsMessages = {
  title: 'Documents',
  kind: 'Document',
  language: 'Language',
  generate: 'Generate',
  none: 'No documents for this order.',
  kinds: {
    CONTRACT: 'Contract',
    QUOTE: 'Quote',
    RECEIPT: 'Receipt',
    DEPOSIT_RECEIPT: 'Deposit receipt',
  },
  languages: {
    fr: 'French',
    en: 'English',
    es: 'Spanish',
    pt: 'Portuguese',
    it: 'Italian',
  },
  statuses: {
    TO_GENERATE: 'Generating…',
    GENERATED: 'Ready',
    PENDING: 'Waiting for signature',
  },
  signed: 'Signed',
  download: 'Download {{name}}',
  remove: 'Delete {{name}}',
  list: "The order's documents",
};

export default orderDocuments;
