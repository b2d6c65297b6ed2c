/** The order's payments card and its dialogs, French: other languages have these keys. */
const payments = {
  card: {
    title: 'Paiements',
    record: 'Enregistrer un paiement',
    byCard: 'Paiement par carte',
    due: 'Reste à payer : {{amount}}',
    overpaid: 'Trop-perçu : {{amount}}',
    paid: 'Payé {{amount}}',
    refunded: 'remboursé {{amount}}',
    deposit: 'caution {{amount}}',
    none: 'Aucun paiement pour cette commande.',
  },
  row: {
    byCard: 'Carte',
    payment: 'Paiement',
    deposit: 'Caution',
    refund: 'Remboursement',
    cancelling: 'Annulation',
    takenBack: 'Annulé',
    giveBack: 'Rembourser',
    takeBack: 'Annuler ce paiement',
  },
  status: {
    WAITING: 'en attente de la carte',
    PROCESSING: 'en cours',
    REQUIRES_CAPTURE: 'réservé',
    FAILED: 'refusé',
    CANCELED: 'annulé',
  },
  method: {
    CASH: 'Espèces',
    CARD: 'Carte bancaire',
    CHECK: 'Chèque',
    CHECK_VACANCES: 'Chèques-Vacances',
    TRANSFER: 'Virement',
    OTHER: 'Autre',
  },
  record: {
    title: 'Enregistrer un paiement',
    payment: 'Paiement',
    deposit: 'Caution',
    amount: 'Montant',
    method: 'Moyen de paiement',
    note: 'Note (facultatif)',
    cancel: 'Fermer',
    submit: 'Enregistrer',
    done: 'Paiement de {{amount}} enregistré',
  },
  refund: {
    title: 'Rembourser le paiement de {{amount}}',
    left: 'Reste remboursable : {{amount}}',
    reason: 'Motif',
    reasons: {
      REQUESTED_BY_CUSTOMER: 'Demandé par le client',
      DUPLICATE: 'Paiement en double',
      FRAUDULENT: 'Frauduleux',
      OTHER: 'Autre',
    },
    submit: 'Rembourser',
    done: 'Remboursement de {{amount}} enregistré',
  },
  cancel: {
    title: 'Annuler le paiement de {{amount}} ?',
    text: 'Le paiement reste dans l’historique, suivi d’une ligne qui l’annule ; le montant payé de la commande est recalculé.',
    reason: 'Motif (facultatif)',
    submit: 'Annuler le paiement',
    done: 'Paiement de {{amount}} annulé',
  },
};

export type PaymentsMessages = typeof payments;
export default payments;
