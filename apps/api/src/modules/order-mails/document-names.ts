import { DOCUMENT_KIND_NAMES } from '../documents/index.ts';
import type { MailLanguage } from '../mail-templates/index.ts';

type Names = Record<MailLanguage, string>;

/** What a mail calls a document of the order ({{document.name}}), in the mail's language. */
const NAMES: Record<string, Names> = {
  ...DOCUMENT_KIND_NAMES,
  INVOICE: { fr: 'Facture', en: 'Invoice', es: 'Factura', pt: 'Fatura', it: 'Fattura' },
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
