/** Money in major units (the API's decimal amounts), in the interface language and the shop's currency. */
export function formatMoney(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
}

export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

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
  const [y, m, d] = day.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(y, m - 1, d));
}

/** A number input's value as a number, or null when empty. */
export const numberOrNull = (value: number | string): number | null =>
  value === '' || value === null || Number.isNaN(Number(value)) ? null : Number(value);

/** "€" for EUR, "CHF" for CHF: what sits beside an amount input. */
export function currencySymbol(currency: string, language: string): string {
  const part = new Intl.NumberFormat(language, { style: 'currency', currency })
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? currency;
}
