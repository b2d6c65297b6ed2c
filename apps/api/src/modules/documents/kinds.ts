/**
 * Kinds of documents made from models. Invoices and credit notes come with the invoices module on the same engine;
 * the list stays open for them (and for condition reports), so a kind is a string checked against this list.
 */
export const DOCUMENT_KINDS = ['CONTRACT', 'QUOTE', 'RECEIPT', 'DEPOSIT_RECEIPT'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The languages a document can be written in (those of the app). */
export const DOCUMENT_LANGUAGES = ['fr', 'en', 'es', 'pt', 'it'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/** TO_GENERATE until the job stored the PDF; PENDING while it waits for signatures (set by signing). */
const DOCUMENT_STATUSES = ['TO_GENERATE', 'GENERATED', 'PENDING'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** A text in each language; at least one is given, the others fall back (see `textIn`). */
export type Localized = Partial<Record<DocumentLanguage, string>>;

/** The text in `language`, else French, else English, else the first one written. */
export function textIn(text: Localized, language: DocumentLanguage): string {
  return text[language] ?? text.fr ?? text.en ?? Object.values(text).find((t) => t !== undefined) ?? '';
}
