import type { DefaultTexts } from './types.ts';

export const pt: DefaultTexts = {
  ORDER_CONFIRMED: {
    subject: '{{company.name}}: a sua reserva n.º {{order.number}} está confirmada',
    body: `Olá {{customer.firstName}},

Obrigado pela sua reserva! Temos o prazer de confirmar o aluguer n.º {{order.number}}, de {{order.start}} a {{order.end}}.

Pode consultar a sua reserva, os seus documentos e os seus pagamentos a qualquer momento na sua área de cliente:

[Ver a minha reserva]({{order.link}})

Até breve,
A equipa {{company.name}}`,
  },
  REMINDER_BEFORE_START: {
    subject: 'Lembrete: o seu aluguer na {{company.name}} começa em breve',
    body: `Olá {{customer.firstName}},

Um pequeno lembrete: o seu aluguer n.º {{order.number}} começa a {{order.start}}. Estamos à sua espera!

Não se esqueça de trazer um documento de identificação. Se os seus planos mudarem, avise-nos o mais cedo possível.

[Ver a minha reserva]({{order.link}})

Até breve,
A equipa {{company.name}}`,
  },
  RETURN_DUE: {
    subject: '{{company.name}}: a devolução do seu aluguer está prevista para hoje',
    body: `Olá {{customer.firstName}},

Esperamos que esteja a correr tudo bem! O seu aluguer n.º {{order.number}} termina a {{order.end}}: por favor, devolva o material até lá.

Quer prolongar? Basta responder a este e-mail ou ligar-nos e veremos o que é possível.

[Ver a minha reserva]({{order.link}})

A equipa {{company.name}}`,
  },
  LATE: {
    subject: '{{company.name}}: o seu aluguer n.º {{order.number}} está em atraso',
    body: `Olá {{customer.firstName}},

O seu aluguer n.º {{order.number}} devia terminar a {{order.end}} e o material ainda não nos foi devolvido.

Por favor, devolva-o o mais rapidamente possível ou contacte-nos para combinarmos uma solução. Podem ser cobradas taxas de atraso de acordo com as nossas condições gerais.

[Ver a minha reserva]({{order.link}})

A equipa {{company.name}}`,
  },
  CANCELLATION: {
    subject: '{{company.name}}: a sua reserva n.º {{order.number}} foi cancelada',
    body: `Olá {{customer.firstName}},

Confirmamos o cancelamento da sua reserva n.º {{order.number}}, prevista de {{order.start}} a {{order.end}}.

Se tiver direito a um reembolso, este será feito no seu meio de pagamento original. Para qualquer questão, basta responder a este e-mail.

[Ver a minha reserva]({{order.link}})

Esperamos voltar a vê-lo em breve,
A equipa {{company.name}}`,
  },
  REVIEW_REQUEST: {
    subject: 'A sua opinião é importante para a {{company.name}}',
    body: `Olá {{customer.firstName}},

Obrigado por alugar com a {{company.name}}! Esperamos que tenha gostado da experiência.

A sua opinião ajuda-nos imenso e ajuda outros clientes a escolher-nos: só demora um minuto.

[Dar a minha opinião]({{review.link}})

Obrigado e até breve,
A equipa {{company.name}}`,
  },
  DOCUMENT_TO_SIGN: {
    subject: '{{company.name}}: um documento para assinar da sua reserva n.º {{order.number}}',
    body: `Olá {{customer.firstName}},

O documento «{{document.name}}» da sua reserva n.º {{order.number}} está pronto. Pode lê-lo e assiná-lo online, no telemóvel ou no computador:

[Ler e assinar]({{document.link}})

A equipa {{company.name}}`,
  },
  CONDITION_REPORT: {
    subject: '{{company.name}}: relatório de estado do seu aluguer n.º {{order.number}}',
    body: `Olá {{customer.firstName}},

Segue o relatório de estado «{{document.name}}» feito para o seu aluguer n.º {{order.number}}. Guarde-o: comprova o estado do material.

[Ver o relatório de estado]({{document.link}})

A equipa {{company.name}}`,
  },
  DEPOSIT_RECEIPT: {
    subject: '{{company.name}}: recibo da sua caução, reserva n.º {{order.number}}',
    body: `Olá {{customer.firstName}},

Recebemos a sua caução de {{deposit.amount}} a {{deposit.date}} para o seu aluguer n.º {{order.number}}. Fica retida durante o aluguer e é devolvida quando o equipamento regressa em bom estado.

[Ver a minha reserva]({{order.link}})

A equipa {{company.name}}`,
  },
  DEPOSIT_EXPIRING: {
    subject: '{{company.name}}: a retenção da sua caução termina em breve',
    body: `Olá {{customer.firstName}},

A caução de {{deposit.amount}} feita a {{deposit.date}} para o seu aluguer n.º {{order.number}} deixará em breve de estar retida. Contacte-nos ou deixe uma nova caução para que o seu aluguer possa continuar.

[Ver a minha reserva]({{order.link}})

A equipa {{company.name}}`,
  },
  DEPOSIT_CARD_NEEDED: {
    subject: '{{company.name}}: autorize um cartão para a sua caução',
    body: `Olá {{customer.firstName}},

A cativação de {{deposit.amount}} no seu cartão, feita em {{deposit.date}} para o seu aluguer n.º {{order.number}}, não pôde ser renovada: o seu banco recusou-a. Autorize novamente um cartão para a sua caução para que o aluguer possa continuar.

[Autorizar um cartão]({{order.link}})

A equipa {{company.name}}`,
  },
  PAYMENT_LINK: {
    subject: '{{company.name}}: a sua ligação de pagamento, reserva n.º {{order.number}}',
    body: `Olá {{customer.firstName}},

Aqui está a sua ligação para pagar {{link.amount}} do seu aluguer n.º {{order.number}}. É válida até {{link.expiry}}.

[Pagar {{link.amount}}]({{link.url}})

A equipa {{company.name}}`,
  },
  DEPOSIT_LINK: {
    subject: '{{company.name}}: a sua caução, reserva n.º {{order.number}}',
    body: `Olá {{customer.firstName}},

Para o seu aluguer n.º {{order.number}} pedimos uma caução de {{link.amount}}. Fica retida no seu cartão: nada é cobrado enquanto o material voltar em bom estado. A ligação é válida até {{link.expiry}}.

[Deixar a minha caução]({{link.url}})

A equipa {{company.name}}`,
  },
};
