import type { Localized } from '../kinds.ts';

/** Words of the built-in models, in the five languages. */
export const BUILT_IN_TEXTS = {
  contractTitle: {
    fr: 'Contrat de location n° {{order.number}}',
    en: 'Rental agreement no. {{order.number}}',
    es: 'Contrato de alquiler n.º {{order.number}}',
    pt: 'Contrato de aluguer n.º {{order.number}}',
    it: 'Contratto di noleggio n. {{order.number}}',
  },
  contractIntro: {
    fr: '{{company.name}} loue à {{customer.name}} le matériel ci-dessous du {{order.start}} au {{order.end}}. Le locataire s’engage à le rendre dans l’état où il l’a reçu.',
    en: '{{company.name}} rents to {{customer.name}} the equipment below from {{order.start}} to {{order.end}}. The renter undertakes to return it in the condition in which it was received.',
    es: '{{company.name}} alquila a {{customer.name}} el material siguiente del {{order.start}} al {{order.end}}. El arrendatario se compromete a devolverlo en el estado en que lo recibió.',
    pt: '{{company.name}} aluga a {{customer.name}} o material abaixo de {{order.start}} a {{order.end}}. O locatário compromete-se a devolvê-lo no estado em que o recebeu.',
    it: '{{company.name}} noleggia a {{customer.name}} il materiale seguente dal {{order.start}} al {{order.end}}. Il noleggiatore si impegna a restituirlo nello stato in cui lo ha ricevuto.',
  },
  quoteTitle: {
    fr: 'Devis pour la commande n° {{order.number}}',
    en: 'Quote for order no. {{order.number}}',
    es: 'Presupuesto del pedido n.º {{order.number}}',
    pt: 'Orçamento da encomenda n.º {{order.number}}',
    it: 'Preventivo per l’ordine n. {{order.number}}',
  },
  quoteIntro: {
    fr: 'Devis établi le {{document.date}} pour {{customer.name}}, pour une location du {{order.start}} au {{order.end}}.',
    en: 'Quote made on {{document.date}} for {{customer.name}}, for a rental from {{order.start}} to {{order.end}}.',
    es: 'Presupuesto emitido el {{document.date}} para {{customer.name}}, para un alquiler del {{order.start}} al {{order.end}}.',
    pt: 'Orçamento emitido em {{document.date}} para {{customer.name}}, para um aluguer de {{order.start}} a {{order.end}}.',
    it: 'Preventivo emesso il {{document.date}} per {{customer.name}}, per un noleggio dal {{order.start}} al {{order.end}}.',
  },
  receiptTitle: {
    fr: 'Reçu de la commande n° {{order.number}}',
    en: 'Receipt for order no. {{order.number}}',
    es: 'Recibo del pedido n.º {{order.number}}',
    pt: 'Recibo da encomenda n.º {{order.number}}',
    it: 'Ricevuta dell’ordine n. {{order.number}}',
  },
  receiptIntro: {
    fr: '{{company.name}} a reçu de {{customer.name}} la somme de {{order.totalTTC}} pour la location du {{order.start}} au {{order.end}}.',
    en: '{{company.name}} received from {{customer.name}} the sum of {{order.totalTTC}} for the rental from {{order.start}} to {{order.end}}.',
    es: '{{company.name}} ha recibido de {{customer.name}} la suma de {{order.totalTTC}} por el alquiler del {{order.start}} al {{order.end}}.',
    pt: '{{company.name}} recebeu de {{customer.name}} a quantia de {{order.totalTTC}} pelo aluguer de {{order.start}} a {{order.end}}.',
    it: '{{company.name}} ha ricevuto da {{customer.name}} la somma di {{order.totalTTC}} per il noleggio dal {{order.start}} al {{order.end}}.',
  },
  depositReceiptTitle: {
    fr: 'Reçu de caution — commande n° {{order.number}}',
    en: 'Deposit receipt — order no. {{order.number}}',
    es: 'Recibo de fianza — pedido n.º {{order.number}}',
    pt: 'Recibo de caução — encomenda n.º {{order.number}}',
    it: 'Ricevuta di cauzione — ordine n. {{order.number}}',
  },
  deposit: {
    fr: 'Caution demandée : {{order.deposit}}. Elle est rendue au retour du matériel en bon état.',
    en: 'Deposit required: {{order.deposit}}. It is given back when the equipment returns in good condition.',
    es: 'Fianza requerida: {{order.deposit}}. Se devuelve al devolver el material en buen estado.',
    pt: 'Caução exigida: {{order.deposit}}. É devolvida quando o material regressa em bom estado.',
    it: 'Cauzione richiesta: {{order.deposit}}. Viene restituita al rientro del materiale in buono stato.',
  },
  depositReceived: {
    fr: '{{company.name}} a reçu de {{customer.name}} une caution de {{order.deposit}}, rendue au retour du matériel en bon état.',
    en: '{{company.name}} received from {{customer.name}} a deposit of {{order.deposit}}, given back when the equipment returns in good condition.',
    es: '{{company.name}} ha recibido de {{customer.name}} una fianza de {{order.deposit}}, devuelta al devolver el material en buen estado.',
    pt: '{{company.name}} recebeu de {{customer.name}} uma caução de {{order.deposit}}, devolvida quando o material regressa em bom estado.',
    it: '{{company.name}} ha ricevuto da {{customer.name}} una cauzione di {{order.deposit}}, restituita al rientro del materiale in buono stato.',
  },
} satisfies Record<string, Required<Localized>>;

/** Names of the built-in models. */
export const BUILT_IN_NAMES = {
  CONTRACT: {
    fr: 'Contrat de location',
    en: 'Rental agreement',
    es: 'Contrato de alquiler',
    pt: 'Contrato de aluguer',
    it: 'Contratto di noleggio',
  },
  QUOTE: { fr: 'Devis', en: 'Quote', es: 'Presupuesto', pt: 'Orçamento', it: 'Preventivo' },
  RECEIPT: { fr: 'Reçu', en: 'Receipt', es: 'Recibo', pt: 'Recibo', it: 'Ricevuta' },
  DEPOSIT_RECEIPT: {
    fr: 'Reçu de caution',
    en: 'Deposit receipt',
    es: 'Recibo de fianza',
    pt: 'Recibo de caução',
    it: 'Ricevuta di cauzione',
  },
} satisfies Record<string, Required<Localized>>;
