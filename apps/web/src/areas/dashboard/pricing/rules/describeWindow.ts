import type { TFunction } from 'i18next';
import type { PriceRule } from '../../../../api/pricing.ts';
import { weekdayName } from '../../../../format/index.ts';
import { formatDay, formatMoney, formatPercent } from '../shared/format.ts';

type Window = PriceRule['rules'][number];

const weekday = (day: number, language: string) => weekdayName(day, language, 'short');

/** "+15 %" or "−5,00 €". */
export function formatVariation(variation: Window['variation'], currency: string, language: string): string {
  const size = Math.abs(variation.value);
  const text = variation.kind === 'PERCENTAGE' ? formatPercent(size, language) : formatMoney(size, currency, language);
  return `${variation.value < 0 ? '−' : '+'}${text}`;
}

/** One line per window: dates and times, days of the week, how a rental must relate to it. */
export function describeWindow(w: Window, t: TFunction, language: string): string {
  const from = [formatDay(w.startDate, language), w.startTime].filter(Boolean).join(' ');
  const to = [formatDay(w.endDate, language), w.endTime].filter(Boolean).join(' ');
  const days = w.weekdays?.length
    ? [1, 2, 3, 4, 5, 6, 0]
        .filter((d) => w.weekdays?.includes(d))
        .map((d) => weekday(d, language))
        .join(', ')
    : t('pricing.rules.everyDay');
  return `${from} → ${to} · ${days} · ${t(`pricing.rules.types.${w.type}`)}`;
}
