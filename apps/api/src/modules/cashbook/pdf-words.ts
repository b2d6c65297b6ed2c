import type { Language } from '@hirebase/shared';
import type { CashbookMethod } from './methods.ts';

/** The words of the cashbook PDF and of payment receipts, in the five languages of the app. */
export interface CashbookWords {
  title: string;
  period: (from: string, to: string) => string;
  day: string;
  z: string;
  open: string;
  total: string;
  opening: string;
  counted: string;
  difference: string;
  none: string;
  methods: Record<CashbookMethod, string>;
  receipt: string;
  receiptSubject: (order: number) => string;
  receiptText: (amount: string, date: string, method: string, order: number) => string;
  refundText: (amount: string, date: string, method: string, order: number) => string;
  thanks: string;
}

export const CASHBOOK_WORDS: Record<Language, CashbookWords> = {
  fr: {
    title: 'Livre de caisse',
    period: (from, to) => `Du ${from} au ${to}`,
    day: 'Jour',
    z: 'Z',
    open: 'ouvert',
    total: 'Total',
    opening: 'Fond de caisse',
    counted: 'Compté',
    difference: 'Écart',
    none: 'Aucun mouvement sur la période.',
    methods: {
      CASH: 'Espèces',
      CARD: 'Carte',
      CHECK: 'Chèque',
      CHECK_VACANCES: 'Chèques-vacances',
      TRANSFER: 'Virement',
      OTHER: 'Autre',
    },
    receipt: 'Reçu de paiement',
    receiptSubject: (order) => `Reçu de votre paiement — commande n° ${order}`,
    receiptText: (amount, date, method, order) =>
      `Nous avons bien reçu ${amount} le ${date} (${method}) pour la commande n° ${order}.`,
    refundText: (amount, date, method, order) =>
      `Nous vous avons remboursé ${amount} le ${date} (${method}) sur la commande n° ${order}.`,
    thanks: 'Merci de votre confiance.',
  },
  en: {
    title: 'Cashbook',
    period: (from, to) => `From ${from} to ${to}`,
    day: 'Day',
    z: 'Z',
    open: 'open',
    total: 'Total',
    opening: 'Opening',
    counted: 'Counted',
    difference: 'Difference',
    none: 'No movement over the period.',
    methods: {
      CASH: 'Cash',
      CARD: 'Card',
      CHECK: 'Cheque',
      CHECK_VACANCES: 'Holiday vouchers',
      TRANSFER: 'Transfer',
      OTHER: 'Other',
    },
    receipt: 'Payment receipt',
    receiptSubject: (order) => `Receipt for your payment — order no. ${order}`,
    receiptText: (amount, date, method, order) =>
      `We received ${amount} on ${date} (${method}) for order no. ${order}.`,
    refundText: (amount, date, method, order) => `We refunded ${amount} on ${date} (${method}) on order no. ${order}.`,
    thanks: 'Thank you.',
  },
  es: {
    title: 'Libro de caja',
    period: (from, to) => `Del ${from} al ${to}`,
    day: 'Día',
    z: 'Z',
    open: 'abierto',
    total: 'Total',
    opening: 'Fondo de caja',
    counted: 'Contado',
    difference: 'Diferencia',
    none: 'Ningún movimiento en el periodo.',
    methods: {
      CASH: 'Efectivo',
      CARD: 'Tarjeta',
      CHECK: 'Cheque',
      CHECK_VACANCES: 'Cheques vacaciones',
      TRANSFER: 'Transferencia',
      OTHER: 'Otro',
    },
    receipt: 'Recibo de pago',
    receiptSubject: (order) => `Recibo de su pago — pedido n.º ${order}`,
    receiptText: (amount, date, method, order) =>
      `Hemos recibido ${amount} el ${date} (${method}) para el pedido n.º ${order}.`,
    refundText: (amount, date, method, order) =>
      `Le hemos reembolsado ${amount} el ${date} (${method}) del pedido n.º ${order}.`,
    thanks: 'Gracias por su confianza.',
  },
  pt: {
    title: 'Livro de caixa',
    period: (from, to) => `De ${from} a ${to}`,
    day: 'Dia',
    z: 'Z',
    open: 'aberto',
    total: 'Total',
    opening: 'Fundo de caixa',
    counted: 'Contado',
    difference: 'Diferença',
    none: 'Nenhum movimento no período.',
    methods: {
      CASH: 'Numerário',
      CARD: 'Cartão',
      CHECK: 'Cheque',
      CHECK_VACANCES: 'Cheques-férias',
      TRANSFER: 'Transferência',
      OTHER: 'Outro',
    },
    receipt: 'Recibo de pagamento',
    receiptSubject: (order) => `Recibo do seu pagamento — encomenda n.º ${order}`,
    receiptText: (amount, date, method, order) =>
      `Recebemos ${amount} em ${date} (${method}) para a encomenda n.º ${order}.`,
    refundText: (amount, date, method, order) =>
      `Reembolsámos ${amount} em ${date} (${method}) da encomenda n.º ${order}.`,
    thanks: 'Obrigado pela sua confiança.',
  },
  it: {
    title: 'Libro cassa',
    period: (from, to) => `Dal ${from} al ${to}`,
    day: 'Giorno',
    z: 'Z',
    open: 'aperto',
    total: 'Totale',
    opening: 'Fondo cassa',
    counted: 'Contato',
    difference: 'Differenza',
    none: 'Nessun movimento nel periodo.',
    methods: {
      CASH: 'Contanti',
      CARD: 'Carta',
      CHECK: 'Assegno',
      CHECK_VACANCES: 'Buoni vacanza',
      TRANSFER: 'Bonifico',
      OTHER: 'Altro',
    },
    receipt: 'Ricevuta di pagamento',
    receiptSubject: (order) => `Ricevuta del suo pagamento — ordine n. ${order}`,
    receiptText: (amount, date, method, order) =>
      `Abbiamo ricevuto ${amount} il ${date} (${method}) per l'ordine n. ${order}.`,
    refundText: (amount, date, method, order) =>
      `Le abbiamo rimborsato ${amount} il ${date} (${method}) sull'ordine n. ${order}.`,
    thanks: 'Grazie per la fiducia.',
  },
};

const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', pt: 'pt-PT', it: 'it-IT' };

/** Cents as the language writes money (plain spaces: the PDF's standard fonts have no narrow ones). */
export function moneyIn(language: Language, currency: string) {
  const format = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency });
  return (cents: number) => format.format(cents / 100).replace(/[\u202f\u00a0]/g, ' ');
}

/** 2026-03-05 → 05/03/2026, the app's one way of writing a day in every language. */
export const dayText = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
