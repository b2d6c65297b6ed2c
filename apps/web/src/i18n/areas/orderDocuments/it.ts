import type { OrderDocumentsMessages } from './fr.ts';

const orderDocuments: OrderDocumentsMessages = {
  title: 'Documenti',
  kind: 'Documento',
  language: 'Lingua',
  generate: 'Genera',
  none: 'Nessun documento per questo ordine.',
  kinds: {
    CONTRACT: 'Contratto',
    QUOTE: 'Preventivo',
    RECEIPT: 'Ricevuta',
    DEPOSIT_RECEIPT: 'Ricevuta di cauzione',
  },
  languages: {
    fr: 'Francese',
    en: 'Inglese',
    es: 'Spagnolo',
    pt: 'Portoghese',
    it: 'Italiano',
  },
  statuses: {
    TO_GENERATE: 'Generazione…',
    GENERATED: 'Pronto',
    PENDING: 'In attesa di firma',
  },
  signed: 'Firmato',
  download: 'Scarica {{name}}',
  remove: 'Elimina {{name}}',
  list: "Documenti dell'ordine",
};

export default orderDocuments;
