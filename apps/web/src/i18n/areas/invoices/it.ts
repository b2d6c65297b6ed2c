import type { InvoicesMessages } from './fr.ts';

const invoices: InvoicesMessages = {
  tab: 'Fatture',
  card: {
    title: 'Fatture',
    none: 'Nessuna fattura per questo ordine.',
    issue: 'Emetti la fattura',
    issueAgain: 'Emetti una nuova fattura',
    confirmTitle: 'Emettere la fattura?',
    confirmText:
      'Una fattura emessa non può più essere modificata: riceve il suo numero definitivo e ogni correzione si fa con una nota di credito.',
    confirm: 'Emetti',
    cancel: 'Annulla',
    pdf: 'PDF',
    delivery: 'Consegna',
    downloadPdf: 'Scarica il PDF di {{number}}',
    creditNote: 'Emetti una nota di credito',
    issuedOn: 'Emessa il {{date}}',
    total: 'Totale IVA inclusa {{amount}}',
    credited: 'Accreditato {{amount}}',
    remaining: 'Resta {{amount}}',
    fullyCredited: 'Interamente stornata',
    creditNoteLine: 'Nota di credito {{number}} del {{date}}: {{amount}}',
    differs:
      "L'ordine è cambiato dopo la fattura {{number}}: la fattura resta come è stata emessa. Emetti una nota di credito, poi una nuova fattura.",
    issued: 'Fattura {{number}} emessa',
    creditIssued: 'Nota di credito {{number}} emessa',
  },
  credit: {
    title: 'Nota di credito sulla fattura {{number}}',
    whole: 'Tutto ciò che resta ({{amount}})',
    someLines: 'Alcune righe o importi',
    lineAmount: '{{label}} (resta {{left}})',
    reason: 'Motivo',
    submit: 'Emetti la nota di credito',
    nothing: 'Scegli almeno un importo.',
    warning: 'Una nota di credito emessa non può più essere modificata.',
  },
  errors: {
    notInvoiceable:
      'Questo ordine non può essere fatturato (richiesta, prenotazione provvisoria, annullato o niente da fatturare).',
    alreadyInvoiced: "L'ordine ha già una fattura in vigore: emetti prima una nota di credito.",
    creditExceedsInvoice: 'L’importo supera ciò che resta da stornare sulla fattura.',
  },
  journal: {
    title: 'Fatture e note di credito',
    month: 'Mese',
    previousMonth: 'Mese precedente',
    nextMonth: 'Mese successivo',
    exportCsv: 'Esporta in CSV',
    empty: 'Nessuna fattura né nota di credito emessa questo mese.',
    kinds: { INVOICE: 'Fattura', CREDIT_NOTE: 'Nota di credito' },
    columns: {
      kind: 'Tipo',
      number: 'Numero',
      date: 'Data',
      order: 'Ordine',
      customer: 'Cliente',
      totalHT: 'Imponibile',
      vat: 'IVA',
      totalTTC: 'Totale',
    },
    refersTo: 'su {{number}}',
    byRate: 'Totali del mese per aliquota IVA',
    rate: 'Aliquota {{rate}}',
    count_one: '{{count}} documento',
    count_many: '{{count}} di documenti',
    count_other: '{{count}} documenti',
  },
};

export default invoices;
