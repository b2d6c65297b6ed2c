/** Invoices screens (the order's invoices card, the accountant's list), French: other languages have these keys. */
const invoices = {
  tab: 'Factures',
  card: {
    title: 'Factures',
    none: 'Aucune facture pour cette commande.',
    issue: 'Émettre la facture',
    issueAgain: 'Émettre une nouvelle facture',
    confirmTitle: 'Émettre la facture ?',
    confirmText:
      'Une facture émise ne peut plus être modifiée : elle reçoit son numéro définitif, et toute correction passe par un avoir.',
    confirm: 'Émettre',
    cancel: 'Annuler',
    pdf: 'PDF',
    downloadPdf: 'Télécharger le PDF de {{number}}',
    creditNote: 'Émettre un avoir',
    issuedOn: 'Émise le {{date}}',
    total: 'Total TTC {{amount}}',
    credited: 'Avoir de {{amount}}',
    remaining: 'Reste {{amount}}',
    fullyCredited: 'Entièrement remboursée par avoir',
    creditNoteLine: 'Avoir {{number}} du {{date}} : {{amount}}',
    differs:
      "La commande a changé depuis la facture {{number}} : la facture reste telle qu'émise. Émettez un avoir, puis une nouvelle facture.",
    issued: 'Facture {{number}} émise',
    creditIssued: 'Avoir {{number}} émis',
  },
  credit: {
    title: 'Avoir sur la facture {{number}}',
    whole: 'Tout ce qui reste ({{amount}})',
    someLines: 'Certaines lignes ou montants',
    lineAmount: '{{label}} (reste {{left}})',
    reason: 'Motif',
    submit: "Émettre l'avoir",
    nothing: 'Choisissez au moins un montant.',
    warning: 'Un avoir émis ne peut plus être modifié.',
  },
  errors: {
    notInvoiceable: "Cette commande ne peut pas être facturée (demande, pré-réservation, annulée, ou rien à facturer).",
    alreadyInvoiced: 'La commande a déjà une facture en vigueur : émettez d’abord un avoir.',
    creditExceedsInvoice: 'Le montant dépasse ce qui reste à créditer sur la facture.',
  },
  journal: {
    title: 'Factures et avoirs',
    month: 'Mois',
    exportCsv: 'Exporter en CSV',
    empty: 'Aucune facture ni avoir émis ce mois-ci.',
    kinds: { INVOICE: 'Facture', CREDIT_NOTE: 'Avoir' },
    columns: {
      kind: 'Type',
      number: 'Numéro',
      date: 'Date',
      order: 'Commande',
      customer: 'Client',
      totalHT: 'HT',
      vat: 'TVA',
      totalTTC: 'TTC',
    },
    refersTo: 'sur {{number}}',
    byRate: 'Totaux du mois par taux de TVA',
    rate: 'Taux {{rate}}',
    count: '{{count}} document',
    count_other: '{{count}} documents',
  },
};

export type InvoicesMessages = typeof invoices;
export default invoices;
