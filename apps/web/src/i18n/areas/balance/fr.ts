/** The balance and payouts page, French: other languages have these keys. */
const balance = {
  title: 'Solde et virements',
  available: 'Disponible',
  pending: 'En attente',
  delay_one: 'Disponible {{count}} jour après le paiement',
  delay_many: 'Disponible {{count}} jours après le paiement',
  delay_other: 'Disponible {{count}} jours après le paiement',
  feeRate:
    'Frais de la plateforme : {{percent}} + {{fixed}} par paiement par carte ; aucun frais sur un remboursement.',
  schedule: {
    DAILY: 'Viré chaque jour',
    WEEKLY: 'Viré chaque lundi',
  },
  states: {
    PENDING: 'En attente',
    AVAILABLE: 'Disponible',
    PAID_OUT: 'Viré',
  },
  types: {
    PAYMENT: 'Paiement',
    REFUND: 'Remboursement',
    DEPOSIT_CAPTURE: 'Caution retenue',
  },
  transactions: {
    title: 'Transactions',
    date: 'Date',
    type: 'Type',
    amount: 'Montant',
    fee: 'Frais',
    net: 'Net',
    state: 'État',
    none: 'Aucun paiement par carte pour le moment.',
  },
  payouts: {
    title: 'Virements',
    date: 'Date',
    count: 'Transactions',
    gross: 'Brut',
    fee: 'Frais',
    net: 'Viré',
    csv: 'CSV',
    csvOf: 'Télécharger les transactions du virement du {{date}} (CSV)',
    none: 'Aucun virement pour le moment.',
  },
  invoices: {
    title: 'Factures de frais de la plateforme',
    number: 'N°',
    month: 'Mois',
    count: 'Transactions',
    gross: 'Encaissé',
    fee: 'Frais facturés',
    none: 'Aucune facture pour le moment.',
    pdf: 'PDF',
    pdfOf: 'Télécharger la facture n° {{number}} (PDF)',
  },
};

export type BalanceMessages = typeof balance;
export default balance;
