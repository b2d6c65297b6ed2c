import type { Language } from '@hirebase/shared';

interface Words {
  confirmSubject: (name: string) => string;
  confirmText: (name: string, link: string) => string;
  welcomeSubject: (name: string) => string;
  welcomeText: (name: string, link: string) => string;
}

/** The newsletter's own mails, in the five languages. */
export const NEWSLETTER_WORDS: Record<Language, Words> = {
  fr: {
    confirmSubject: (n) => `Confirmez votre inscription à la newsletter de ${n}`,
    confirmText: (n, l) =>
      `Bonjour,\n\nPour recevoir la newsletter de ${n}, confirmez votre adresse en ouvrant ce lien dans les 7 jours :\n${l}\n\nSi vous n'avez rien demandé, ignorez ce message : vous ne serez pas inscrit.`,
    welcomeSubject: (n) => `Vous êtes inscrit à la newsletter de ${n}`,
    welcomeText: (n, l) =>
      `Bonjour,\n\nVotre inscription à la newsletter de ${n} est confirmée.\n\nPour vous désinscrire à tout moment :\n${l}`,
  },
  en: {
    confirmSubject: (n) => `Confirm your subscription to the ${n} newsletter`,
    confirmText: (n, l) =>
      `Hello,\n\nTo receive the ${n} newsletter, confirm your address by opening this link within 7 days:\n${l}\n\nIf you did not ask for it, ignore this mail: you will not be subscribed.`,
    welcomeSubject: (n) => `You are subscribed to the ${n} newsletter`,
    welcomeText: (n, l) =>
      `Hello,\n\nYour subscription to the ${n} newsletter is confirmed.\n\nTo unsubscribe at any time:\n${l}`,
  },
  es: {
    confirmSubject: (n) => `Confirme su suscripción al boletín de ${n}`,
    confirmText: (n, l) =>
      `Hola:\n\nPara recibir el boletín de ${n}, confirme su dirección abriendo este enlace en un plazo de 7 días:\n${l}\n\nSi no lo ha solicitado, ignore este mensaje: no quedará suscrito.`,
    welcomeSubject: (n) => `Está suscrito al boletín de ${n}`,
    welcomeText: (n, l) =>
      `Hola:\n\nSu suscripción al boletín de ${n} está confirmada.\n\nPara darse de baja en cualquier momento:\n${l}`,
  },
  pt: {
    confirmSubject: (n) => `Confirme a sua subscrição da newsletter de ${n}`,
    confirmText: (n, l) =>
      `Olá,\n\nPara receber a newsletter de ${n}, confirme o seu endereço abrindo esta ligação no prazo de 7 dias:\n${l}\n\nSe não pediu nada, ignore esta mensagem: não ficará inscrito.`,
    welcomeSubject: (n) => `Está inscrito na newsletter de ${n}`,
    welcomeText: (n, l) =>
      `Olá,\n\nA sua subscrição da newsletter de ${n} está confirmada.\n\nPara cancelar a subscrição a qualquer momento:\n${l}`,
  },
  it: {
    confirmSubject: (n) => `Conferma l'iscrizione alla newsletter di ${n}`,
    confirmText: (n, l) =>
      `Buongiorno,\n\nPer ricevere la newsletter di ${n}, conferma il tuo indirizzo aprendo questo link entro 7 giorni:\n${l}\n\nSe non hai chiesto nulla, ignora questo messaggio: non sarai iscritto.`,
    welcomeSubject: (n) => `Sei iscritto alla newsletter di ${n}`,
    welcomeText: (n, l) =>
      `Buongiorno,\n\nLa tua iscrizione alla newsletter di ${n} è confermata.\n\nPer annullare l'iscrizione in qualsiasi momento:\n${l}`,
  },
};
