import type { YourOrderMessages } from './fr.ts';

const yourOrder: YourOrderMessages = {
  title: 'Ordine n. {{number}}',
  noToken: 'Questo link è incompleto: aprilo dall’e-mail ricevuta.',
  notFound: 'Questo ordine non è stato trovato. Apri il link dell’ultima e-mail del negozio.',
  status: {
    TO_COME: 'In arrivo',
    IN_PROGRESS: 'In corso',
    ENDED: 'Concluso',
    CANCELED: 'Annullato',
    REQUEST: 'Richiesta in attesa del negozio',
  },
  period: 'Dal {{start}} al {{end}}',
  pay: {
    button: 'Paga {{amount}} con carta',
    note: 'Paghi sulla pagina sicura del fornitore di pagamenti, poi torni qui.',
    back: 'Grazie: il pagamento appare qui appena la tua banca lo conferma.',
  },
  summary: {
    title: 'Il tuo ordine',
    item: 'Articolo',
    total: 'Totale',
    totalHT: 'Totale IVA esclusa',
    vat: 'IVA',
    totalTTC: 'Totale IVA inclusa',
    paid: 'Già pagato',
    balance: 'Da pagare',
    lineOf: '{{quantity}} × {{name}}',
  },
  documents: {
    title: 'I tuoi documenti',
    none: 'Ancora nessun documento.',
    preparing: 'In preparazione…',
    toSign: 'Da firmare',
    signedOn: 'Firmato il {{date}}',
    read: 'Leggi il documento',
    sign: 'Firma',
    kinds: {
      CONTRACT: 'Contratto di noleggio',
      QUOTE: 'Preventivo',
      RECEIPT: 'Ricevuta',
      DEPOSIT_RECEIPT: 'Ricevuta del deposito',
      INVOICE: 'Fattura',
      CREDIT_NOTE: 'Nota di credito',
      other: 'Documento',
    },
  },
  signing: {
    title: 'Firma: {{document}}',
    readFirst: 'Leggi il documento prima di firmarlo.',
    signerName: 'Il tuo nome completo',
    signerNameRequired: 'Inserisci il tuo nome completo.',
    done: 'Documento firmato il {{date}}. Grazie!',
    cancel: 'Annulla',
  },
  contact: {
    title: 'Una domanda?',
    email: 'E-mail',
    phone: 'Telefono',
  },
};
export default yourOrder;
