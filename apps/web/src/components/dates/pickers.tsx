/**
 * The app's date, date-time and time fields, on Mantine's pickers: the date written as the format helpers write
 * it (DD/MM/YYYY, 24-hour clock) and the calendar in the interface language, whatever the browser's. This module
 * holds @mantine/dates and its styles: fields.tsx loads it only when a screen shows a field.
 */
import '@mantine/dates/styles.css';
import {
  DateInput,
  type DateInputProps,
  DatePickerInput,
  type DatePickerInputProps,
  DatesProvider,
  DateTimePicker,
  type DateTimePickerProps,
  TimePicker,
  type TimePickerProps,
} from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DATE_PATTERN, DATE_TIME_PATTERN, languageOf, parseDay } from '../../format/index.ts';
import { PICKER_BOUNDS } from '../dayBounds.ts';

export type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** 'YYYY-MM-DD', or '' when empty. */
  value?: string | null;
  onChange?: (value: string) => void;
};

function Localized({ children }: { children: React.ReactNode }) {
  const { i18n } = useTranslation();
  return <DatesProvider settings={{ locale: languageOf(i18n.language), firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

export function DateFieldPicker({ value, onChange, ...props }: DateFieldProps) {
  return (
    <Localized>
      <DateInput
        valueFormat={DATE_PATTERN}
        dateParser={parseDay}
        placeholder={DATE_PATTERN.toLowerCase()}
        minDate={PICKER_BOUNDS.minDate}
        maxDate={PICKER_BOUNDS.maxDate}
        {...props}
        value={value || null}
        onChange={(day) => onChange?.(day ?? '')}
      />
    </Localized>
  );
}

export type DateTimeFieldProps = Omit<DateTimePickerProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** 'YYYY-MM-DDTHH:mm' (a wall-clock time, as the API reads it), or '' when empty. */
  value?: string | null;
  onChange?: (value: string) => void;
};

const toPicker = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value) ? `${value.slice(0, 10)} ${value.slice(11, 16)}:00` : null;
const fromPicker = (value: string | null) => (value ? `${value.slice(0, 10)}T${value.slice(11, 16)}` : '');

export function DateTimeFieldPicker({ value, onChange, ...props }: DateTimeFieldProps) {
  return (
    <Localized>
      <DateTimePicker
        valueFormat={DATE_TIME_PATTERN}
        minDate={PICKER_BOUNDS.minDate}
        maxDate={PICKER_BOUNDS.maxDate}
        {...props}
        value={toPicker(value)}
        onChange={(picked) => onChange?.(fromPicker(picked))}
      />
    </Localized>
  );
}

export type TimeFieldProps = Omit<TimePickerProps, 'value' | 'onChange'> & {
  /** 'HH:mm', or '' when empty. */
  value?: string | null;
  onChange?: (value: string) => void;
};

export function TimeFieldPicker({ value, onChange, ...props }: TimeFieldProps) {
  // The hours and minutes are two inputs: each needs a name of its own (the field's name on the wrapper names neither).
  const name = props['aria-label'] ?? (typeof props.label === 'string' ? props.label : undefined);
  return (
    <TimePicker
      format="24h"
      hoursInputLabel={name && `${name} (h)`}
      minutesInputLabel={name && `${name} (min)`}
      {...props}
      value={value ?? ''}
      onChange={(time) => onChange?.(time ? time.slice(0, 5) : '')}
    />
  );
}

export type DateRangeFieldProps = Omit<DatePickerInputProps<'range'>, 'type' | 'valueFormat'>;

/** A range of days picked in a calendar, written DD/MM/YYYY – DD/MM/YYYY. */
export function DateRangeFieldPicker(props: DateRangeFieldProps) {
  return (
    <Localized>
      <DatePickerInput
        type="range"
        valueFormat={DATE_PATTERN}
        minDate={PICKER_BOUNDS.minDate}
        maxDate={PICKER_BOUNDS.maxDate}
        {...props}
      />
    </Localized>
  );
}
