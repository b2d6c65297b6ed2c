import type { TFunction } from 'i18next';

const NAMED_KINDS = ['CONTRACT', 'QUOTE', 'RECEIPT', 'DEPOSIT_RECEIPT', 'INVOICE', 'CREDIT_NOTE'] as const;

/** A document's kind in words; a kind this page does not know yet reads "Document". */
export const documentKindName = (t: TFunction, kind: string) =>
  (NAMED_KINDS as readonly string[]).includes(kind)
    ? t(`yourOrder.documents.kinds.${kind as (typeof NAMED_KINDS)[number]}`)
    : t('yourOrder.documents.kinds.other');
