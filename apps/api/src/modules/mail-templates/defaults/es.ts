import type { DefaultTexts } from './types.ts';

export const es: DefaultTexts = {
  ORDER_CONFIRMED: {
    subject: '{{company.name}}: tu reserva n.º {{order.number}} está confirmada',
    body: `Hola {{customer.firstName}}:

¡Gracias por tu reserva! Nos complace confirmarte el alquiler n.º {{order.number}}, del {{order.start}} al {{order.end}}.

Puedes consultar tu reserva, tus documentos y tus pagos en cualquier momento desde tu área de cliente:

[Ver mi reserva]({{order.link}})

¡Hasta pronto!
El equipo de {{company.name}}`,
  },
  REMINDER_BEFORE_START: {
    subject: 'Recordatorio: tu alquiler en {{company.name}} empieza pronto',
    body: `Hola {{customer.firstName}}:

Un pequeño recordatorio: tu alquiler n.º {{order.number}} empieza el {{order.start}}. ¡Te esperamos!

No olvides traer un documento de identidad. Si tus planes cambian, avísanos lo antes posible.

[Ver mi reserva]({{order.link}})

¡Hasta pronto!
El equipo de {{company.name}}`,
  },
  RETURN_DUE: {
    subject: '{{company.name}}: la devolución de tu alquiler está prevista para hoy',
    body: `Hola {{customer.firstName}}:

¡Esperamos que todo vaya bien! Tu alquiler n.º {{order.number}} termina el {{order.end}}: por favor, devuelve el material antes de esa hora.

¿Quieres ampliarlo? Responde a este correo o llámanos y veremos qué es posible.

[Ver mi reserva]({{order.link}})

El equipo de {{company.name}}`,
  },
  LATE: {
    subject: '{{company.name}}: tu alquiler n.º {{order.number}} está con retraso',
    body: `Hola {{customer.firstName}}:

Tu alquiler n.º {{order.number}} debía terminar el {{order.end}} y todavía no hemos recibido el material.

Por favor, devuélvelo lo antes posible o ponte en contacto con nosotros para acordar una solución. Pueden aplicarse cargos por retraso según nuestras condiciones generales.

[Ver mi reserva]({{order.link}})

El equipo de {{company.name}}`,
  },
  CANCELLATION: {
    subject: '{{company.name}}: tu reserva n.º {{order.number}} ha sido cancelada',
    body: `Hola {{customer.firstName}}:

Te confirmamos la cancelación de tu reserva n.º {{order.number}}, prevista del {{order.start}} al {{order.end}}.

Si te corresponde un reembolso, se realizará en tu medio de pago original. Si tienes cualquier pregunta, basta con responder a este correo.

[Ver mi reserva]({{order.link}})

Esperamos verte pronto,
El equipo de {{company.name}}`,
  },
  REVIEW_REQUEST: {
    subject: 'Tu opinión es importante para {{company.name}}',
    body: `Hola {{customer.firstName}}:

¡Gracias por alquilar con {{company.name}}! Esperamos que hayas disfrutado de la experiencia.

Tu opinión nos ayuda muchísimo y ayuda a otros clientes a elegirnos: solo te llevará un minuto.

[Dar mi opinión]({{review.link}})

¡Gracias y hasta pronto!
El equipo de {{company.name}}`,
  },
  DOCUMENT_TO_SIGN: {
    subject: '{{company.name}}: un documento para firmar de tu reserva n.º {{order.number}}',
    body: `Hola {{customer.firstName}}:

El documento «{{document.name}}» de tu reserva n.º {{order.number}} está listo. Puedes leerlo y firmarlo en línea, desde tu móvil o tu ordenador:

[Leer y firmar]({{document.link}})

El equipo de {{company.name}}`,
  },
  CONDITION_REPORT: {
    subject: '{{company.name}}: informe de estado de tu alquiler n.º {{order.number}}',
    body: `Hola {{customer.firstName}}:

Aquí tienes el informe de estado «{{document.name}}» realizado para tu alquiler n.º {{order.number}}. Consérvalo: da fe del estado del material.

[Ver el informe de estado]({{document.link}})

El equipo de {{company.name}}`,
  },
  DEPOSIT_RECEIPT: {
    subject: '{{company.name}}: recibo de su fianza, reserva n.º {{order.number}}',
    body: `Hola {{customer.firstName}}:

Hemos recibido su fianza de {{deposit.amount}} el {{deposit.date}} para su alquiler n.º {{order.number}}. Se conserva durante el alquiler y se le devuelve cuando el material vuelve en buen estado.

[Ver mi reserva]({{order.link}})

El equipo de {{company.name}}`,
  },
  DEPOSIT_EXPIRING: {
    subject: '{{company.name}}: la retención de su fianza termina pronto',
    body: `Hola {{customer.firstName}}:

La fianza de {{deposit.amount}} tomada el {{deposit.date}} para su alquiler n.º {{order.number}} dejará pronto de estar retenida. Contáctenos o deje una nueva fianza para que su alquiler pueda continuar.

[Ver mi reserva]({{order.link}})

El equipo de {{company.name}}`,
  },
  DEPOSIT_CARD_NEEDED: {
    subject: '{{company.name}}: autorice una tarjeta para su fianza',
    body: `Hola {{customer.firstName}}:

La retención de {{deposit.amount}} en su tarjeta, realizada el {{deposit.date}} para su alquiler n.º {{order.number}}, no se ha podido renovar: su banco la ha rechazado. Autorice de nuevo una tarjeta para su fianza para que su alquiler pueda continuar.

[Autorizar una tarjeta]({{order.link}})

El equipo de {{company.name}}`,
  },
  PAYMENT_LINK: {
    subject: '{{company.name}}: su enlace de pago, reserva n.º {{order.number}}',
    body: `Hola {{customer.firstName}}:

Este es su enlace para pagar {{link.amount}} de su alquiler n.º {{order.number}}. Es válido hasta el {{link.expiry}}.

[Pagar {{link.amount}}]({{link.url}})

El equipo de {{company.name}}`,
  },
  DEPOSIT_LINK: {
    subject: '{{company.name}}: su fianza, reserva n.º {{order.number}}',
    body: `Hola {{customer.firstName}}:

Para su alquiler n.º {{order.number}} le pedimos una fianza de {{link.amount}}. Se retiene en su tarjeta: no se cobra nada si el material vuelve en buen estado. El enlace es válido hasta el {{link.expiry}}.

[Dejar mi fianza]({{link.url}})

El equipo de {{company.name}}`,
  },
};
