import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatTime, type Instant } from './dates.ts';
import { formatMoney, formatNumber, formatPercent } from './numbers.ts';

/** The format helpers bound to the current interface language (and, for instants, to a time zone). */
export function useFormat(timeZone?: string) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      date: (value: Instant | null | undefined) => formatDate(value, language, timeZone),
      dateTime: (value: Instant | null | undefined) => formatDateTime(value, language, timeZone),
      time: (value: Instant | null | undefined) => formatTime(value, language, timeZone),
      money: (amount: number, currency: string) => formatMoney(amount, currency, language),
      number: (value: number, maximumFractionDigits?: number) => formatNumber(value, language, maximumFractionDigits),
      percent: (percent: number) => formatPercent(percent, language),
    }),
    [language, timeZone],
  );
}
