/** The customer's own page of an order (from the mailed link), French (the reference: other languages have these keys). */
const yourOrder = {
  title: 'Commande n° {{number}}',
  noToken: 'Ce lien est incomplet : ouvrez-le depuis le mail reçu.',
  notFound: 'Cette commande est introuvable. Ouvrez le lien du dernier mail reçu de la boutique.',
  status: {
    TO_COME: 'À venir',
    IN_PROGRESS: 'En cours',
    ENDED: 'Terminée',
    CANCELED: 'Annulée',
    REQUEST: 'Demande en attente de la boutique',
  },
  period: 'Du {{start}} au {{end}}',
  pay: {
    button: 'Payer {{amount}} par carte',
    note: 'Vous réglez sur la page sécurisée du prestataire de paiement, puis revenez ici.',
    back: 'Merci : votre paiement est enregistré dès que votre banque l’a confirmé.',
  },
  summary: {
    title: 'Votre commande',
    item: 'Article',
    total: 'Total',
    totalHT: 'Total HT',
    vat: 'TVA',
    totalTTC: 'Total TTC',
    paid: 'Déjà payé',
    balance: 'Reste à payer',
    lineOf: '{{quantity}} × {{name}}',
  },
  documents: {
    title: 'Vos documents',
    none: 'Aucun document pour le moment.',
    preparing: 'En préparation…',
    toSign: 'À signer',
    signedOn: 'Signé le {{date}}',
    read: 'Lire le document',
    sign: 'Signer',
    kinds: {
      CONTRACT: 'Contrat de location',
      QUOTE: 'Devis',
      RECEIPT: 'Reçu',
      DEPOSIT_RECEIPT: 'Reçu de caution',
      INVOICE: 'Facture',
      CREDIT_NOTE: 'Avoir',
      other: 'Document',
    },
  },
  signing: {
    title: 'Signer : {{document}}',
    readFirst: 'Lisez le document avant de le signer.',
    signerName: 'Votre nom complet',
    signerNameRequired: 'Indiquez votre nom complet.',
    done: 'Document signé le {{date}}. Merci !',
    cancel: 'Annuler',
  },
  contact: {
    title: 'Une question ?',
    email: 'E-mail',
    phone: 'Téléphone',
  },
};

export type YourOrderMessages = typeof yourOrder;
export default yourOrder;
