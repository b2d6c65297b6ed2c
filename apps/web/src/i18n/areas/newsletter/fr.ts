/** The pages of the newsletter mails' links, French (the reference: other languages have exactly these keys). */
const newsletter = {
  noToken: 'Ce lien est incomplet : ouvrez-le depuis le mail reçu.',
  confirm: {
    title: 'Confirmer l’inscription',
    text: 'Confirmez que vous souhaitez recevoir cette newsletter.',
    submit: 'Je confirme',
    done: 'C’est fait : vous recevrez la newsletter. Chaque envoi contient un lien pour vous désinscrire.',
  },
  unsubscribe: {
    title: 'Se désinscrire',
    text: 'Vous ne recevrez plus cette newsletter.',
    submit: 'Me désinscrire',
    done: 'C’est fait : vous êtes désinscrit.',
  },
};

export type NewsletterMessages = typeof newsletter;
export default newsletter;
