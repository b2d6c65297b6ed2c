import { LANGUAGES, type Language } from '@hirebase/shared';
import type { Static } from 'typebox';
import { badRequest } from '../../platform/errors.ts';
import { MAIL_EVENTS, type MailEvent } from '../mail-templates/index.ts';
import { addressList } from './addresses.ts';
import { idList, isConditionReportScope, type MailDocuments } from './mail-documents.ts';
import type { OrderMailForm } from './schemas.ts';

export type OrderMailFields = Static<typeof OrderMailForm>;

export interface CheckedMail {
  to: string[];
  cc: string[];
  /** The company's template of this event, rendered with the order's values; else the subject and text below. */
  template: MailEvent | null;
  subject: string;
  text: string;
  lang: Language;
  documents: MailDocuments;
}

const isOn = (flag: string | undefined) => flag === 'true' || flag === '1';

const LINK_FLAGS = ['sendPaymentLinks', 'generatePaymentLink', 'generateBailLink', 'generateSubscriptionLink'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_MAIL_DOCUMENTS = 5;

/** The order's documents (by id) and condition reports (by scope) to attach; 400 names the field at fault. */
function chosenDocuments(form: OrderMailFields): MailDocuments {
  const documentIds = idList('attachedDocumentId', form.attachedDocumentId, MAX_MAIL_DOCUMENTS).map((id, i) => {
    if (!UUID.test(id)) throw badRequest('attachedDocumentId', `The document id number ${i + 1} is not an id`);
    return id.toLowerCase();
  });
  const reportScopes = idList('attachedDocumentStateId', form.attachedDocumentStateId, 2).map((scope) => {
    const upper = scope.toUpperCase();
    if (!isConditionReportScope(upper)) {
      throw badRequest('attachedDocumentStateId', 'A condition report is named DEPART or RETOUR', { value: scope });
    }
    return upper;
  });
  // the flags say "attach it, generated now": which one must be named
  if (isOn(form.generateDocument) && documentIds.length === 0) {
    throw badRequest('attachedDocumentId', 'Name the document to attach');
  }
  if (isOn(form.generateDocumentState) && reportScopes.length === 0) {
    throw badRequest('attachedDocumentStateId', 'Name the condition report to attach');
  }
  return { documentIds, reportScopes };
}

/** Reads the form of the order mail; 400 names the first field at fault. */
export function checkMailForm(form: OrderMailFields, fallbackLang: Language): CheckedMail {
  const templateName = form.template?.trim() ?? '';
  const template = templateName ? (MAIL_EVENTS.find((e) => e === templateName) ?? null) : null;
  if (templateName && !template) {
    throw badRequest('template', `${templateName} is not a mail template`, { allowed: MAIL_EVENTS });
  }
  for (const field of LINK_FLAGS) {
    if (isOn(form[field])) throw badRequest(field, 'Payment links cannot be added to a manual mail yet');
  }
  const to = addressList('to', form.to, true);
  const cc = addressList('cc', form.cc, false).filter((a) => !to.some((t) => t.toLowerCase() === a.toLowerCase()));
  const lang = form.lang ?? fallbackLang;
  const documents = chosenDocuments(form);
  const subject = (form.object ?? '').trim();
  if (!subject && !template) throw badRequest('object', 'Write the subject of the mail');
  const text = template ? '' : (form.content ?? '').trim() || textFor(form.i18nContent, lang);
  if (!text && !template) throw badRequest('content', 'Write the text of the mail');
  return { to, cc, template, subject, text, lang, documents };
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
