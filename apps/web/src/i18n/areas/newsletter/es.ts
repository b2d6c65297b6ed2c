import type { NewsletterMessages } from './fr.ts';

const newsletter: NewsletterMessages = {
  noToken: 'Este enlace está incompleto: ábralo desde el correo recibido.',
  confirm: {
    title: 'Confirmar la suscripción',
    text: 'Confirme que desea recibir este boletín.',
    submit: 'Confirmo',
    done: 'Hecho: recibirá el boletín. Cada envío incluye un enlace para darse de baja.',
  },
  unsubscribe: {
    title: 'Darse de baja',
    text: 'Dejará de recibir este boletín.',
    submit: 'Darme de baja',
    done: 'Hecho: se ha dado de baja.',
  },
};

export default newsletter;
