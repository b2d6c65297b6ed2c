import type { BalanceMessages } from './fr.ts';

const balance: BalanceMessages = {
  title: 'Saldo e bonifici',
  available: 'Disponibile',
  pending: 'In attesa',
  delay_one: 'Disponibile {{count}} giorno dopo il pagamento',
  delay_many: 'Disponibile {{count}} giorni dopo il pagamento',
  delay_other: 'Disponibile {{count}} giorni dopo il pagamento',
  feeRate:
    'Commissione della piattaforma: {{percent}} + {{fixed}} per pagamento con carta; nessuna commissione su un rimborso.',
  schedule: {
    DAILY: 'Bonificato ogni giorno',
    WEEKLY: 'Bonificato ogni lunedì',
  },
  states: {
    PENDING: 'In attesa',
    AVAILABLE: 'Disponibile',
    PAID_OUT: 'Bonificato',
  },
  types: {
    PAYMENT: 'Pagamento',
    REFUND: 'Rimborso',
    DEPOSIT_CAPTURE: 'Cauzione trattenuta',
  },
  transactions: {
    title: 'Transazioni',
    date: 'Data',
    type: 'Tipo',
    amount: 'Importo',
    fee: 'Commissione',
    net: 'Netto',
    state: 'Stato',
    none: 'Ancora nessun pagamento con carta.',
  },
  payouts: {
    title: 'Bonifici',
    date: 'Data',
    count: 'Transazioni',
    gross: 'Lordo',
    fee: 'Commissioni',
    net: 'Bonificato',
    csv: 'CSV',
    csvOf: 'Scarica le transazioni del bonifico del {{date}} (CSV)',
    none: 'Ancora nessun bonifico.',
  },
  invoices: {
    title: 'Fatture delle commissioni della piattaforma',
    number: 'N.',
    month: 'Mese',
    count: 'Transazioni',
    gross: 'Incassato',
    fee: 'Commissioni fatturate',
    none: 'Ancora nessuna fattura.',
    pdf: 'PDF',
    pdfOf: 'Scarica la fattura n. {{number}} (PDF)',
  },
};

export default balance;
