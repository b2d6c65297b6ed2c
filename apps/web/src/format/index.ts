export {
  dateTimeFormat,
  formatDate,
  formatDateParts,
  formatDateTime,
  formatLongDate,
  formatMonthYear,
  formatTime,
  formatWeekdayDate,
  type Instant,
  parseDay,
  weekdayName,
} from './dates.ts';
export { DATE_PATTERN, DATE_TIME_PATTERN, INTL_LOCALES, intlLocale, languageOf, TIME_PATTERN } from './locales.ts';
export { formatBytes, formatMoney, formatNumber, formatPercent, moneyParts, numberFormat } from './numbers.ts';
export { useFormat } from './useFormat.ts';
