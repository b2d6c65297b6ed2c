/** The manual mail form of an order: its values, their checks, and the multipart body the API reads. */

export const MAIL_LANGUAGES = ['fr', 'en', 'es', 'pt', 'it'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export const MAX_RECIPIENTS = 10;
export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_BYTES = 15 * 1024 * 1024;

export interface MailFormValues {
  to: string;
  cc: string;
  subject: string;
  text: string;
  lang: MailLanguage;
  files: File[];
}

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
  if (!values.subject.trim()) errors.subject = 'subjectRequired';
  if (!values.text.trim()) errors.text = 'textRequired';
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
  body.append('object', values.subject.trim());
  body.append('content', values.text.trim());
  body.append('lang', values.lang);
  for (const file of values.files) body.append('files', file);
  return body;
}
