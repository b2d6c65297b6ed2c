/** The sandbox provider's card page, French (the reference: other languages have these keys). */
const cardSandbox = {
  provider: 'Paiement sécurisé · bac à sable',
  title: 'Paiement par carte',
  noSecret: 'Ce lien de paiement est incomplet : ouvrez-le depuis la page qui vous y a conduit.',
  notFound: 'Ce paiement est introuvable.',
  amountTo: '{{amount}} à {{shop}}',
  testCards: {
    title: "Bac à sable : aucune vraie carte n'est débitée. Cartes de test :",
    success: 'acceptée',
    declined: 'refusée',
    insufficientFunds: 'provision insuffisante',
    authenticationRequired: 'confirmation demandée par la banque',
    notRenewable: 'acceptée, mais sa caution ne pourra pas être renouvelée',
  },
  cardNumber: 'Numéro de carte',
  expiry: 'Expiration (MM/AA)',
  cvc: 'Cryptogramme (CVC)',
  pay: 'Payer {{amount}}',
  invalid: {
    cardNumber: 'Saisissez les 12 à 19 chiffres de la carte.',
    expiry: 'Saisissez le mois et l’année, par exemple 08/29.',
    cvc: 'Saisissez les 3 ou 4 chiffres au dos de la carte.',
  },
  authenticate: {
    title: 'Confirmation de votre banque',
    text: 'Votre banque vous demande de confirmer le paiement de {{amount}} à {{shop}}.',
    approve: 'Confirmer',
    refuse: 'Refuser',
  },
  processing: 'Paiement en cours…',
  succeeded: 'Paiement de {{amount}} accepté. Merci !',
  held: '{{amount}} réservés sur votre carte.',
  declined: {
    declined: 'Votre carte a été refusée par votre banque.',
    insufficientFunds: 'Le solde de votre carte est insuffisant.',
    authenticationFailed: 'Le paiement n’a pas été confirmé auprès de votre banque.',
    expiredCard: 'Votre carte est expirée.',
    expired: 'La réservation sur votre carte a expiré.',
    other: 'Le paiement n’a pas abouti.',
  },
  canceled: 'Ce paiement a été annulé.',
  tryAgain: 'Aucun montant n’a été débité. Pour réessayer, avec une autre carte par exemple, revenez à la commande.',
  back: 'Revenir à la commande',
};

export type CardSandboxMessages = typeof cardSandbox;
export default cardSandbox;
