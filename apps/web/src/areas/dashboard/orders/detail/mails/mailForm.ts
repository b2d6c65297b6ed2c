/** The manual mail form of an order: its values, their checks, and the multipart body the API reads. */

import { MAIL_EVENTS, type MailEvent, type MailLanguage } from '@hirebase/shared/mail-events';

export { MAIL_LANGUAGES, type MailLanguage } from '@hirebase/shared/mail-events';

export const MAX_RECIPIENTS = 10;
export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_BYTES = 15 * 1024 * 1024;

/** The company's mail templates an order's mail may use; '' is free text. */
export const MAIL_TEMPLATES = MAIL_EVENTS;
export type MailTemplate = MailEvent;

export interface MailFormValues {
  to: string;
  cc: string;
  template: MailTemplate | '';
  subject: string;
  text: string;
  lang: MailLanguage;
  files: File[];
  /** The order's documents to attach by id, and its condition reports by scope (`report:DEPART`). */
  attached: string[];
}

export const REPORT_PREFIX = 'report:';

/** The same rule as the API: no spaces, quotes, brackets or separators, a dot in the domain. */
const ADDRESS = /^[^\s@,;<>"'()[\]\\]+@[^\s@,;<>"'()[\]\\]+\.[^\s@,;<>"'()[\]\\]{2,}$/;

export const addresses = (raw: string) =>
  raw
    .split(/[,;]/)
    .map((a) => a.trim())
    .filter((a) => a !== '');

/** Keys of the `orderMails.errors` words, by field; none when the values can be sent. */
export function mailFormErrors(values: MailFormValues): Partial<Record<keyof MailFormValues, string>> {
  const errors: Partial<Record<keyof MailFormValues, string>> = {};
  const to = addresses(values.to);
  const cc = addresses(values.cc);
  if (to.length === 0) errors.to = 'toRequired';
  else if (to.length > MAX_RECIPIENTS) errors.to = 'tooManyAddresses';
  else if (!to.every((a) => ADDRESS.test(a))) errors.to = 'badAddress';
  if (cc.length > MAX_RECIPIENTS) errors.cc = 'tooManyAddresses';
  else if (!cc.every((a) => ADDRESS.test(a))) errors.cc = 'badAddress';
  // a template brings its own subject and text
  if (!values.template && !values.subject.trim()) errors.subject = 'subjectRequired';
  if (!values.template && !values.text.trim()) errors.text = 'textRequired';
  if (values.files.length > MAX_FILES) errors.files = 'tooManyFiles';
  else if (
    values.files.some((f) => f.size > MAX_FILE_BYTES) ||
    values.files.reduce((sum, f) => sum + f.size, 0) > MAX_FILES_BYTES
  ) {
    errors.files = 'filesTooLarge';
  }
  return errors;
}

export function mailFormBody(orderId: string, values: MailFormValues): FormData {
  const body = new FormData();
  body.append('orderId', orderId);
  body.append('to', addresses(values.to).join(','));
  const cc = addresses(values.cc);
  if (cc.length) body.append('cc', cc.join(','));
  if (values.template) body.append('template', values.template);
  if (values.subject.trim()) body.append('object', values.subject.trim());
  if (!values.template) body.append('content', values.text.trim());
  body.append('lang', values.lang);
  const reports = values.attached.filter((a) => a.startsWith(REPORT_PREFIX)).map((a) => a.slice(REPORT_PREFIX.length));
  const documents = values.attached.filter((a) => !a.startsWith(REPORT_PREFIX));
  if (documents.length) body.append('attachedDocumentId', documents.join(','));
  if (reports.length) body.append('attachedDocumentStateId', reports.join(','));
  for (const file of values.files) body.append('files', file);
  return body;
}
