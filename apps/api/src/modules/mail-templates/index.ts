// The public entry of the mail-templates module: what other modules may use.

export type { MailEvent, MailLanguage, MailValues, MailVariable } from './events.ts';
export { MAIL_EVENTS, MAIL_LANGUAGES } from './events.ts';
export { type OrderEventMail, type SentMail, sendOrderEventMail } from './order-event-mails.ts';
export { type CompanyMailInput, type RenderedMail, renderCompanyMail } from './render-company-mail.ts';
export { mailsOfOrder as eventMailsOfOrder } from './repository.ts';
