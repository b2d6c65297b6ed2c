/**
 * The fields every screen uses for dates and times. The pickers (and @mantine/dates) load with the first field
 * shown, so pages without one, such as the login, never download them; until then a read-only input with the
 * same label and the value already written in the app's format holds the place.
 */
import { TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../format/index.ts';
import type { DateFieldProps, DateRangeFieldProps, DateTimeFieldProps, TimeFieldProps } from './pickers.tsx';

export type { DateFieldProps, DateRangeFieldProps, DateTimeFieldProps, TimeFieldProps };

const pickers = () =>
  Promise.all([import('./pickers.tsx'), import('./dayjsLocale.ts').then((m) => m.dayjsFollowsLanguage())]).then(
    ([module]) => module,
  );
const LazyDate = lazy(() => pickers().then((m) => ({ default: m.DateFieldPicker })));
const LazyDateTime = lazy(() => pickers().then((m) => ({ default: m.DateTimeFieldPicker })));
const LazyRange = lazy(() => pickers().then((m) => ({ default: m.DateRangeFieldPicker })));
const LazyTime = lazy(() => pickers().then((m) => ({ default: m.TimeFieldPicker })));

type Common = {
  label?: React.ReactNode;
  description?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
};

function Placeholder({ label, description, required, text, 'aria-label': name }: Common & { text: string }) {
  return (
    <TextInput label={label} aria-label={name} description={description} required={required} value={text} readOnly />
  );
}

/** A day: typed as 26/11/2026 or picked in a calendar; the value is 'YYYY-MM-DD' ('' when empty). */
export function DateField(props: DateFieldProps) {
  const { i18n } = useTranslation();
  return (
    <Suspense fallback={<Placeholder {...(props as Common)} text={formatDate(props.value, i18n.language)} />}>
      <LazyDate {...props} />
    </Suspense>
  );
}

const wallClockText = (value: string | null | undefined, language: string) =>
  value ? `${formatDate(value.slice(0, 10), language)} ${value.slice(11, 16)}`.trim() : '';

/** A day and time of the shop's clocks; the value is 'YYYY-MM-DDTHH:mm' ('' when empty). */
export function DateTimeField(props: DateTimeFieldProps) {
  const { i18n } = useTranslation();
  return (
    <Suspense fallback={<Placeholder {...(props as Common)} text={wallClockText(props.value, i18n.language)} />}>
      <LazyDateTime {...props} />
    </Suspense>
  );
}

/** A time of day on the 24-hour clock; the value is 'HH:mm' ('' when empty). */
export function TimeField(props: TimeFieldProps) {
  return (
    <Suspense fallback={<Placeholder {...(props as Common)} text={props.value ?? ''} />}>
      <LazyTime {...props} />
    </Suspense>
  );
}

/** A range of days picked in a calendar; the value is ['YYYY-MM-DD' | null, 'YYYY-MM-DD' | null]. */
export function DateRangeField(props: DateRangeFieldProps) {
  const { i18n } = useTranslation();
  const [start, end] = (props.value ?? [null, null]) as [string | null, string | null];
  const text = start ? `${formatDate(start, i18n.language)} – ${formatDate(end, i18n.language)}` : '';
  return (
    <Suspense fallback={<Placeholder {...(props as Common)} text={text} />}>
      <LazyRange {...props} />
    </Suspense>
  );
}
