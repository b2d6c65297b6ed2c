import { fromCents } from '../../../platform/money.ts';
import type { DocumentLanguage } from '../kinds.ts';

const LOCALES: Record<DocumentLanguage, string> = {
  fr: 'fr-FR',
  en: 'en-GB',
  es: 'es-ES',
  pt: 'pt-PT',
  it: 'it-IT',
};

// the PDF's standard fonts have no narrow no-break space: amounts and dates are written with plain spaces
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** How a document writes amounts, dates and rates in its language, dates in the shop's time zone. */
export function formatsFor(language: DocumentLanguage, currency: string, timeZone: string) {
  const locale = LOCALES[language];
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone });
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    money: (cents: number) => plainSpaces(money.format(fromCents(cents))),
    dateTime: (at: Date) => plainSpaces(dateTime.format(at)),
    date: (at: Date) => plainSpaces(date.format(at)),
    rate: (basisPoints: number) => `${plainSpaces(percent.format(basisPoints / 100))} %`,
  };
}
export type Formats = ReturnType<typeof formatsFor>;
