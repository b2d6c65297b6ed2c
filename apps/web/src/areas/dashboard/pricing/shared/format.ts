import { formatDate, moneyParts } from '../../../../format/index.ts';

export { formatMoney, formatPercent } from '../../../../format/index.ts';

/** "YYYY-MM-DD" of a local date (what day inputs hold and the API takes). */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return dayOf(new Date(y, m - 1, d + days));
}

/** A day of the API ("2026-07-01", or a date-time) shown in the interface language. */
export function formatDay(day: string | null | undefined, language: string): string {
  if (!day) return '';
  return /^\d{4}-\d{2}-\d{2}/.test(day) ? formatDate(day.slice(0, 10), language) : day;
}

/** A number input's value as a number, or null when empty. */
export const numberOrNull = (value: number | string): number | null =>
  value === '' || value === null || Number.isNaN(Number(value)) ? null : Number(value);

/** "€" for EUR, "CHF" for CHF: what sits beside an amount input. */
export function currencySymbol(currency: string, language: string): string {
  return moneyParts(currency, language).symbol;
}
