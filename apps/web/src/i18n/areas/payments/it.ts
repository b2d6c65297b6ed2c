import type { PaymentsMessages } from './fr.ts';

const payments: PaymentsMessages = {
  card: {
    title: 'Pagamenti',
    record: 'Registra un pagamento',
    byCard: 'Pagamento con carta',
    due: 'Da pagare: {{amount}}',
    overpaid: 'Pagato in eccesso: {{amount}}',
    paid: 'Pagato {{amount}}',
    refunded: 'rimborsato {{amount}}',
    deposit: 'cauzione {{amount}}',
    none: 'Nessun pagamento per questo ordine.',
  },
  row: {
    byCard: 'Carta',
    payment: 'Pagamento',
    deposit: 'Cauzione',
    refund: 'Rimborso',
    cancelling: 'Annullamento',
    takenBack: 'Annullato',
    giveBack: 'Rimborsa',
    takeBack: 'Annulla questo pagamento',
  },
  status: {
    WAITING: 'in attesa della carta',
    PROCESSING: 'in corso',
    REQUIRES_CAPTURE: 'bloccato',
    FAILED: 'rifiutato',
    CANCELED: 'annullato',
  },
  method: {
    CASH: 'Contanti',
    CARD: 'Carta',
    CHECK: 'Assegno',
    CHECK_VACANCES: 'Buoni vacanza',
    TRANSFER: 'Bonifico',
    OTHER: 'Altro',
  },
  record: {
    title: 'Registra un pagamento',
    payment: 'Pagamento',
    deposit: 'Cauzione',
    amount: 'Importo',
    method: 'Metodo di pagamento',
    note: 'Nota (facoltativa)',
    cancel: 'Chiudi',
    submit: 'Registra',
    done: 'Pagamento di {{amount}} registrato',
  },
  refund: {
    title: 'Rimborsare il pagamento di {{amount}}',
    left: 'Resta da rimborsare: {{amount}}',
    reason: 'Motivo',
    reasons: {
      REQUESTED_BY_CUSTOMER: 'Richiesto dal cliente',
      DUPLICATE: 'Pagamento doppio',
      FRAUDULENT: 'Fraudolento',
      OTHER: 'Altro',
    },
    submit: 'Rimborsa',
    done: 'Rimborso di {{amount}} registrato',
  },
  cancel: {
    title: 'Annullare il pagamento di {{amount}}?',
    text: 'Il pagamento resta nello storico, seguito da una riga che lo annulla; l’importo pagato dell’ordine viene ricalcolato.',
    reason: 'Motivo (facoltativo)',
    submit: 'Annulla il pagamento',
    done: 'Pagamento di {{amount}} annullato',
  },
};

export default payments;
