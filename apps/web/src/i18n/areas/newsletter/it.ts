import type { NewsletterMessages } from './fr.ts';

const newsletter: NewsletterMessages = {
  noToken: 'Questo link è incompleto: aprilo dall’e-mail ricevuta.',
  confirm: {
    title: 'Conferma l’iscrizione',
    text: 'Conferma di voler ricevere questa newsletter.',
    submit: 'Confermo',
    done: 'Fatto: riceverai la newsletter. Ogni invio contiene un link per annullare l’iscrizione.',
  },
  unsubscribe: {
    title: 'Annulla l’iscrizione',
    text: 'Non riceverai più questa newsletter.',
    submit: 'Annulla la mia iscrizione',
    done: 'Fatto: la tua iscrizione è annullata.',
  },
};

export default newsletter;
