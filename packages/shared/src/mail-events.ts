/** The events a company has a mail template for (the API sends them, the web offers them). */
export const MAIL_EVENTS = [
  'ORDER_CONFIRMED',
  'REMINDER_BEFORE_START',
  'RETURN_DUE',
  'LATE',
  'CANCELLATION',
  'REVIEW_REQUEST',
  'DOCUMENT_TO_SIGN',
  'CONDITION_REPORT',
  'DEPOSIT_RECEIPT',
  'DEPOSIT_EXPIRING',
  'DEPOSIT_CARD_NEEDED',
  'PAYMENT_LINK',
  'DEPOSIT_LINK',
] as const;
export type MailEvent = (typeof MAIL_EVENTS)[number];

/** The languages every template is written in. */
export const MAIL_LANGUAGES = ['fr', 'en', 'es', 'pt', 'it'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];
