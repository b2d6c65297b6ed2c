import type { DefaultTexts } from './types.ts';

export const fr: DefaultTexts = {
  ORDER_CONFIRMED: {
    subject: '{{company.name}} : votre réservation n° {{order.number}} est confirmée',
    body: `Bonjour {{customer.firstName}},

Merci pour votre réservation ! Nous avons le plaisir de vous confirmer la location n° {{order.number}}, du {{order.start}} au {{order.end}}.

Vous retrouverez le détail de votre réservation, vos documents et vos paiements à tout moment depuis votre espace :

[Voir ma réservation]({{order.link}})

À très bientôt,
L'équipe {{company.name}}`,
  },
  REMINDER_BEFORE_START: {
    subject: 'Rappel : votre location chez {{company.name}} commence bientôt',
    body: `Bonjour {{customer.firstName}},

Petit rappel : votre location n° {{order.number}} commence le {{order.start}}. Nous vous attendons !

Pensez à vous munir d'une pièce d'identité. Si vos plans changent, prévenez-nous dès que possible.

[Voir ma réservation]({{order.link}})

À bientôt,
L'équipe {{company.name}}`,
  },
  RETURN_DUE: {
    subject: "{{company.name}} : retour de votre location prévu aujourd'hui",
    body: `Bonjour {{customer.firstName}},

Nous espérons que tout se passe bien ! Votre location n° {{order.number}} se termine le {{order.end}} : merci de rapporter le matériel d'ici là.

Besoin de prolonger ? Répondez simplement à ce mail ou appelez-nous, nous verrons ensemble ce qui est possible.

[Voir ma réservation]({{order.link}})

L'équipe {{company.name}}`,
  },
  LATE: {
    subject: '{{company.name}} : votre location n° {{order.number}} est en retard',
    body: `Bonjour {{customer.firstName}},

Votre location n° {{order.number}} devait se terminer le {{order.end}} et le matériel ne nous a pas encore été rendu.

Merci de nous le rapporter au plus vite ou de nous contacter pour convenir d'une solution. Des frais de retard peuvent s'appliquer selon nos conditions générales.

[Voir ma réservation]({{order.link}})

L'équipe {{company.name}}`,
  },
  CANCELLATION: {
    subject: '{{company.name}} : votre réservation n° {{order.number}} est annulée',
    body: `Bonjour {{customer.firstName}},

Nous vous confirmons l'annulation de votre réservation n° {{order.number}}, prévue du {{order.start}} au {{order.end}}.

Si un remboursement vous est dû, il sera effectué sur votre moyen de paiement initial. Pour toute question, n'hésitez pas à nous répondre.

[Voir ma réservation]({{order.link}})

Au plaisir de vous revoir,
L'équipe {{company.name}}`,
  },
  REVIEW_REQUEST: {
    subject: 'Votre avis compte pour {{company.name}}',
    body: `Bonjour {{customer.firstName}},

Merci d'avoir loué chez {{company.name}} ! Nous espérons que votre expérience vous a plu.

Votre avis nous aide énormément et aide d'autres clients à nous choisir : cela ne prend qu'une minute.

[Donner mon avis]({{review.link}})

Merci et à bientôt,
L'équipe {{company.name}}`,
  },
  DOCUMENT_TO_SIGN: {
    subject: '{{company.name}} : un document à signer pour votre réservation n° {{order.number}}',
    body: `Bonjour {{customer.firstName}},

Le document « {{document.name}} » de votre réservation n° {{order.number}} est prêt. Vous pouvez le lire et le signer en ligne, depuis votre téléphone ou votre ordinateur :

[Lire et signer]({{document.link}})

L'équipe {{company.name}}`,
  },
  CONDITION_REPORT: {
    subject: '{{company.name}} : état des lieux de votre location n° {{order.number}}',
    body: `Bonjour {{customer.firstName}},

Vous trouverez ci-dessous l'état des lieux « {{document.name}} » établi pour votre location n° {{order.number}}. Conservez-le : il fait foi de l'état du matériel.

[Voir l'état des lieux]({{document.link}})

L'équipe {{company.name}}`,
  },
  DEPOSIT_RECEIPT: {
    subject: '{{company.name}} : reçu de votre caution, réservation n°{{order.number}}',
    body: `Bonjour {{customer.firstName}},

Nous avons bien reçu votre caution de {{deposit.amount}} le {{deposit.date}} pour votre location n°{{order.number}}. Elle est conservée pendant la location et vous est restituée au retour du matériel en bon état.

[Voir ma réservation]({{order.link}})

L'équipe {{company.name}}`,
  },
  DEPOSIT_EXPIRING: {
    subject: '{{company.name}} : votre caution arrive bientôt à échéance',
    body: `Bonjour {{customer.firstName}},

La caution de {{deposit.amount}} prise le {{deposit.date}} pour votre location n°{{order.number}} arrive bientôt à échéance. Merci de nous contacter ou de déposer une nouvelle caution pour que votre location puisse continuer.

[Voir ma réservation]({{order.link}})

L'équipe {{company.name}}`,
  },
  DEPOSIT_CARD_NEEDED: {
    subject: "{{company.name}} : merci d'autoriser une carte pour votre caution",
    body: `Bonjour {{customer.firstName}},

L'empreinte de {{deposit.amount}} sur votre carte, prise le {{deposit.date}} pour votre location n°{{order.number}}, n'a pas pu être renouvelée : votre banque l'a refusée. Merci d'autoriser à nouveau une carte pour votre caution afin que votre location puisse continuer.

[Autoriser une carte]({{order.link}})

L'équipe {{company.name}}`,
  },
  PAYMENT_LINK: {
    subject: '{{company.name}} : votre lien de paiement, réservation n° {{order.number}}',
    body: `Bonjour {{customer.firstName}},

Voici votre lien pour régler {{link.amount}} sur votre location n° {{order.number}}. Il est valable jusqu'au {{link.expiry}}.

[Payer {{link.amount}}]({{link.url}})

L'équipe {{company.name}}`,
  },
  DEPOSIT_LINK: {
    subject: '{{company.name}} : votre caution, réservation n° {{order.number}}',
    body: `Bonjour {{customer.firstName}},

Pour votre location n° {{order.number}}, nous vous demandons une caution de {{link.amount}}. Elle est prise en empreinte sur votre carte : rien n'est débité tant que le matériel revient en bon état. Le lien est valable jusqu'au {{link.expiry}}.

[Laisser ma caution]({{link.url}})

L'équipe {{company.name}}`,
  },
};
