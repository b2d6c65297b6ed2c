import { LANGUAGES, type Language } from '@hirebase/shared';
import type { Static } from 'typebox';
import { AppError, badRequest } from '../../platform/errors.ts';
import { addressList } from './addresses.ts';
import type { OrderMailForm } from './schemas.ts';

export type OrderMailFields = Static<typeof OrderMailForm>;

export interface CheckedMail {
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  lang: Language;
}

const isOn = (flag: string | undefined) => flag === 'true' || flag === '1';

/** Fields whose feature another part of the product provides; until then a clear 400 rather than a silent skip. */
const DOCUMENT_FIELDS = ['attachedDocumentId', 'attachedDocumentStateId'] as const;
const DOCUMENT_FLAGS = ['generateDocument', 'generateDocumentState'] as const;
const LINK_FLAGS = ['sendPaymentLinks', 'generatePaymentLink', 'generateBailLink', 'generateSubscriptionLink'] as const;

const documentNotAvailable = (field: string) =>
  new AppError(400, 'documentNotAvailable', 'Order documents cannot be attached to a mail yet', { field });

/** Reads the form of the order mail; 400 names the first field at fault. */
export function checkMailForm(form: OrderMailFields, fallbackLang: Language): CheckedMail {
  if (form.template?.trim()) {
    throw new AppError(400, 'templateNotAvailable', 'Mail templates cannot be used yet: write the subject and text', {
      field: 'template',
    });
  }
  for (const field of DOCUMENT_FIELDS) if (form[field]?.trim()) throw documentNotAvailable(field);
  for (const field of DOCUMENT_FLAGS) if (isOn(form[field])) throw documentNotAvailable(field);
  for (const field of LINK_FLAGS) {
    if (isOn(form[field])) throw badRequest(field, 'Payment links cannot be added to a manual mail yet');
  }
  const to = addressList('to', form.to, true);
  const cc = addressList('cc', form.cc, false).filter((a) => !to.some((t) => t.toLowerCase() === a.toLowerCase()));
  const lang = form.lang ?? fallbackLang;
  const subject = (form.object ?? '').trim();
  if (!subject) throw badRequest('object', 'Write the subject of the mail');
  const text = (form.content ?? '').trim() || textFor(form.i18nContent, lang);
  if (!text) throw badRequest('content', 'Write the text of the mail');
  return { to, cc, subject, text, lang };
}

/** The text of `lang` in the JSON `i18nContent`; 400 when it is not a JSON object of texts. */
function textFor(raw: string | undefined, lang: Language): string {
  if (!raw?.trim()) return '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('i18nContent', 'i18nContent is not JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('i18nContent', 'i18nContent is an object of texts by language');
  }
  const value = (parsed as Record<string, unknown>)[lang];
  if (value !== undefined && typeof value !== 'string') {
    throw badRequest('i18nContent', `i18nContent.${lang} is not a text`);
  }
  return (value ?? '').trim();
}

export const isLanguage = (value: string | null | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '');
