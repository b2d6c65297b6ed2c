import { MAIL_LANGUAGES, type MailEvent, type MailLanguage } from '@hirebase/shared/mail-events';

export { MAIL_EVENTS, MAIL_LANGUAGES, type MailEvent, type MailLanguage } from '@hirebase/shared/mail-events';

export const isMailLanguage = (value: string | null | undefined): value is MailLanguage =>
  !!value && (MAIL_LANGUAGES as readonly string[]).includes(value);

const COMMON = [
  'customer.firstName',
  'customer.lastName',
  'customer.name',
  'order.number',
  'order.start',
  'order.end',
  'order.link',
  'company.name',
  'company.email',
  'company.phone',
] as const;
const DOCUMENT = ['document.name', 'document.link'] as const;

const DEPOSIT = ['deposit.amount', 'deposit.date'] as const;
const LINK = ['link.amount', 'link.expiry', 'link.url'] as const;

export const ALL_VARIABLES = [...COMMON, 'review.link', ...DOCUMENT, ...DEPOSIT, ...LINK] as const;
export type MailVariable = (typeof ALL_VARIABLES)[number];
export type MailValues = Partial<Record<MailVariable, string>>;

/** What each event's template may use: an order's values, plus the links only that event has. */
export const VARIABLES_OF: Record<MailEvent, readonly MailVariable[]> = {
  ORDER_CONFIRMED: COMMON,
  REMINDER_BEFORE_START: COMMON,
  RETURN_DUE: COMMON,
  LATE: COMMON,
  CANCELLATION: COMMON,
  REVIEW_REQUEST: [...COMMON, 'review.link'],
  DOCUMENT_TO_SIGN: [...COMMON, ...DOCUMENT],
  CONDITION_REPORT: [...COMMON, ...DOCUMENT],
  DEPOSIT_RECEIPT: [...COMMON, ...DEPOSIT],
  DEPOSIT_EXPIRING: [...COMMON, ...DEPOSIT],
  DEPOSIT_CARD_NEEDED: [...COMMON, ...DEPOSIT],
  PAYMENT_LINK: [...COMMON, ...LINK],
  DEPOSIT_LINK: [...COMMON, ...LINK],
};

/** Values that are web addresses: shown as links in the HTML part. */
export const LINK_VARIABLES: readonly MailVariable[] = ['order.link', 'review.link', 'document.link', 'link.url'];
