import type { DefaultTexts } from './types.ts';

export const it: DefaultTexts = {
  ORDER_CONFIRMED: {
    subject: '{{company.name}}: la tua prenotazione n. {{order.number}} è confermata',
    body: `Ciao {{customer.firstName}},

Grazie per la tua prenotazione! Siamo lieti di confermarti il noleggio n. {{order.number}}, dal {{order.start}} al {{order.end}}.

Puoi consultare la tua prenotazione, i tuoi documenti e i tuoi pagamenti in qualsiasi momento dalla tua area clienti:

[Vedi la mia prenotazione]({{order.link}})

A presto,
Il team di {{company.name}}`,
  },
  REMINDER_BEFORE_START: {
    subject: 'Promemoria: il tuo noleggio da {{company.name}} inizia presto',
    body: `Ciao {{customer.firstName}},

Un piccolo promemoria: il tuo noleggio n. {{order.number}} inizia il {{order.start}}. Ti aspettiamo!

Ricordati di portare un documento d'identità. Se i tuoi programmi cambiano, avvisaci il prima possibile.

[Vedi la mia prenotazione]({{order.link}})

A presto,
Il team di {{company.name}}`,
  },
  RETURN_DUE: {
    subject: '{{company.name}}: la restituzione del tuo noleggio è prevista per oggi',
    body: `Ciao {{customer.firstName}},

Speriamo che vada tutto bene! Il tuo noleggio n. {{order.number}} termina il {{order.end}}: ti chiediamo di riportare l'attrezzatura entro quell'ora.

Vuoi prolungarlo? Rispondi a questa email o chiamaci e vedremo cosa è possibile fare.

[Vedi la mia prenotazione]({{order.link}})

Il team di {{company.name}}`,
  },
  LATE: {
    subject: '{{company.name}}: il tuo noleggio n. {{order.number}} è in ritardo',
    body: `Ciao {{customer.firstName}},

Il tuo noleggio n. {{order.number}} doveva terminare il {{order.end}} e l'attrezzatura non ci è ancora stata restituita.

Ti chiediamo di riportarla al più presto o di contattarci per concordare una soluzione. Potrebbero essere applicate penali di ritardo secondo le nostre condizioni generali.

[Vedi la mia prenotazione]({{order.link}})

Il team di {{company.name}}`,
  },
  CANCELLATION: {
    subject: '{{company.name}}: la tua prenotazione n. {{order.number}} è stata annullata',
    body: `Ciao {{customer.firstName}},

Ti confermiamo l'annullamento della tua prenotazione n. {{order.number}}, prevista dal {{order.start}} al {{order.end}}.

Se ti spetta un rimborso, verrà effettuato sul metodo di pagamento originale. Per qualsiasi domanda, ti basta rispondere a questa email.

[Vedi la mia prenotazione]({{order.link}})

Speriamo di rivederti presto,
Il team di {{company.name}}`,
  },
  REVIEW_REQUEST: {
    subject: 'La tua opinione è importante per {{company.name}}',
    body: `Ciao {{customer.firstName}},

Grazie per aver noleggiato da {{company.name}}! Speriamo che l'esperienza ti sia piaciuta.

La tua recensione ci aiuta moltissimo e aiuta altri clienti a sceglierci: ci vuole solo un minuto.

[Lascia una recensione]({{review.link}})

Grazie e a presto,
Il team di {{company.name}}`,
  },
  DOCUMENT_TO_SIGN: {
    subject: '{{company.name}}: un documento da firmare per la tua prenotazione n. {{order.number}}',
    body: `Ciao {{customer.firstName}},

Il documento «{{document.name}}» della tua prenotazione n. {{order.number}} è pronto. Puoi leggerlo e firmarlo online, dal telefono o dal computer:

[Leggi e firma]({{document.link}})

Il team di {{company.name}}`,
  },
  CONDITION_REPORT: {
    subject: '{{company.name}}: verbale di stato del tuo noleggio n. {{order.number}}',
    body: `Ciao {{customer.firstName}},

Ecco il verbale di stato «{{document.name}}» redatto per il tuo noleggio n. {{order.number}}. Conservalo: attesta lo stato dell'attrezzatura.

[Vedi il verbale di stato]({{document.link}})

Il team di {{company.name}}`,
  },
  DEPOSIT_RECEIPT: {
    subject: '{{company.name}}: ricevuta della cauzione, prenotazione n. {{order.number}}',
    body: `Ciao {{customer.firstName}},

Abbiamo ricevuto la tua cauzione di {{deposit.amount}} il {{deposit.date}} per il noleggio n. {{order.number}}. Viene trattenuta per la durata del noleggio e restituita quando l'attrezzatura torna in buono stato.

[Vedi la mia prenotazione]({{order.link}})

Il team {{company.name}}`,
  },
  DEPOSIT_EXPIRING: {
    subject: '{{company.name}}: il blocco della tua cauzione scade a breve',
    body: `Ciao {{customer.firstName}},

La cauzione di {{deposit.amount}} presa il {{deposit.date}} per il noleggio n. {{order.number}} smetterà presto di essere trattenuta. Contattaci o lascia una nuova cauzione perché il noleggio possa continuare.

[Vedi la mia prenotazione]({{order.link}})

Il team {{company.name}}`,
  },
  DEPOSIT_CARD_NEEDED: {
    subject: '{{company.name}}: autorizzi una carta per la sua cauzione',
    body: `Buongiorno {{customer.firstName}},

La preautorizzazione di {{deposit.amount}} sulla sua carta, fatta il {{deposit.date}} per il noleggio n. {{order.number}}, non è stata rinnovata: la sua banca l'ha rifiutata. Autorizzi di nuovo una carta per la cauzione affinché il noleggio possa continuare.

[Autorizza una carta]({{order.link}})

Il team {{company.name}}`,
  },
  PAYMENT_LINK: {
    subject: '{{company.name}}: il tuo link di pagamento, prenotazione n. {{order.number}}',
    body: `Ciao {{customer.firstName}},

Ecco il tuo link per pagare {{link.amount}} per il noleggio n. {{order.number}}. È valido fino al {{link.expiry}}.

[Paga {{link.amount}}]({{link.url}})

Il team {{company.name}}`,
  },
  DEPOSIT_LINK: {
    subject: '{{company.name}}: la tua cauzione, prenotazione n. {{order.number}}',
    body: `Ciao {{customer.firstName}},

Per il noleggio n. {{order.number}} ti chiediamo una cauzione di {{link.amount}}. Viene bloccata sulla tua carta: non viene addebitato nulla se l'attrezzatura torna in buono stato. Il link è valido fino al {{link.expiry}}.

[Lascia la cauzione]({{link.url}})

Il team {{company.name}}`,
  },
};
