/** The documents card of an order, French (the reference: other languages have exactly these keys). */
const orderDocuments = {
  title: 'Documents',
  kind: 'Document',
  language: 'Langue',
  generate: 'Générer',
  none: 'Aucun document pour cette commande.',
  kinds: {
    CONTRACT: 'Contrat',
    QUOTE: 'Devis',
    RECEIPT: 'Reçu',
    DEPOSIT_RECEIPT: 'Reçu de caution',
  },
  languages: {
    fr: 'Français',
    en: 'Anglais',
    es: 'Espagnol',
    pt: 'Portugais',
    it: 'Italien',
  },
  statuses: {
    TO_GENERATE: 'Génération…',
    GENERATED: 'Prêt',
    PENDING: 'En attente de signature',
  },
  signed: 'Signé',
  download: 'Télécharger {{name}}',
  remove: 'Supprimer {{name}}',
  list: 'Documents de la commande',
};

export type OrderDocumentsMessages = typeof orderDocuments;
export default orderDocuments;
