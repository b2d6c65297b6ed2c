/** Numbers and money as the app writes them, in the interface language (see locales.ts). */
import { intlLocale } from './locales.ts';

const cache = new Map<string, Intl.NumberFormat>();

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = intlLocale(language);
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    cache.set(key, formatter);
  }
  return formatter;
}

/** Money in major units (the API's decimal amounts): 22,50 € in French, €22.50 in English. */
export const formatMoney = (amount: number, currency: string, language: string) =>
  numberFormat(language, { style: 'currency', currency }).format(amount);

/** A plain number: 1 234,5 in French, 1,234.5 in English. */
export const formatNumber = (value: number, language: string, maximumFractionDigits = 2) =>
  numberFormat(language, { maximumFractionDigits }).format(value);

/** A percentage given in percent (15 → 15 %). */
export const formatPercent = (percent: number, language: string) =>
  numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);

/** A file size in kilobytes, or megabytes from 1 MB: 12,3 ko in French, 12.3 kB in English. */
export function formatBytes(bytes: number, language: string): string {
  const [value, unit] = bytes >= 1_048_576 ? [bytes / 1_048_576, 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return numberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/** The symbol written beside an amount ("€" for EUR, "CHF" for CHF) and the decimal separator of the language. */
export function moneyParts(currency: string, language: string): { symbol: string; decimalSeparator: string } {
  const parts = numberFormat(language, { style: 'currency', currency }).formatToParts(1234.5);
  return {
    symbol: parts.find((p) => p.type === 'currency')?.value ?? currency,
    decimalSeparator: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}
