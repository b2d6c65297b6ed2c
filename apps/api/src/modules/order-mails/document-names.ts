import type { MailLanguage } from '../mail-templates/index.ts';

type Names = Record<MailLanguage, string>;

/** What a mail calls a document of the order ({{document.name}}), in the mail's language. */
const NAMES: Record<string, Names> = {
  CONTRACT: {
    fr: 'Contrat de location',
    en: 'Rental agreement',
    es: 'Contrato de alquiler',
    pt: 'Contrato de aluguer',
    it: 'Contratto di noleggio',
  },
  QUOTE: { fr: 'Devis', en: 'Quote', es: 'Presupuesto', pt: 'Orçamento', it: 'Preventivo' },
  INVOICE: { fr: 'Facture', en: 'Invoice', es: 'Factura', pt: 'Fatura', it: 'Fattura' },
  RECEIPT: { fr: 'Reçu', en: 'Receipt', es: 'Recibo', pt: 'Recibo', it: 'Ricevuta' },
  DEPOSIT_RECEIPT: {
    fr: 'Reçu de caution',
    en: 'Deposit receipt',
    es: 'Recibo de fianza',
    pt: 'Recibo de caução',
    it: 'Ricevuta del deposito cauzionale',
  },
  DEPART: {
    fr: 'État des lieux de départ',
    en: 'Departure condition report',
    es: 'Informe de estado de salida',
    pt: 'Relatório de estado à saída',
    it: 'Verbale di stato alla consegna',
  },
  RETOUR: {
    fr: 'État des lieux de retour',
    en: 'Return condition report',
    es: 'Informe de estado de devolución',
    pt: 'Relatório de estado à devolução',
    it: 'Verbale di stato alla restituzione',
  },
};

export const documentName = (kind: string, language: MailLanguage) => NAMES[kind]?.[language] ?? kind;
