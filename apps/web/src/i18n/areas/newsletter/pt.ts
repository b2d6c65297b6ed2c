import type { NewsletterMessages } from './fr.ts';

const newsletter: NewsletterMessages = {
  noToken: 'Esta ligação está incompleta: abra-a a partir do e-mail recebido.',
  confirm: {
    title: 'Confirmar a subscrição',
    text: 'Confirme que pretende receber esta newsletter.',
    submit: 'Confirmo',
    done: 'Feito: vai receber a newsletter. Cada envio inclui uma ligação para cancelar a subscrição.',
  },
  unsubscribe: {
    title: 'Cancelar a subscrição',
    text: 'Deixará de receber esta newsletter.',
    submit: 'Cancelar a minha subscrição',
    done: 'Feito: a sua subscrição foi cancelada.',
  },
};

export default newsletter;
