import { randomId } from '@mantine/hooks';
import dayjs from 'dayjs';
import type { RentalType, Unavailability, UnavailabilityInput } from '../../../../api/catalogue.ts';

export type { RentalType } from '../../../../api/catalogue.ts';

export interface PeriodRow {
  key: string;
  /** DateTimePicker values, 'YYYY-MM-DD HH:mm:ss' in the browser's time. */
  start: string | null;
  end: string | null;
  reason: string;
}

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

export const periodRows = (periods: Unavailability[], rentalType: RentalType): PeriodRow[] =>
  periods
    .filter((p) => p.rentalType === rentalType)
    .map((p) => ({
      key: p.id,
      start: dayjs(p.start).format(FORMAT),
      end: dayjs(p.end).format(FORMAT),
      reason: p.reason ?? '',
    }));

export const newPeriod = (): PeriodRow => {
  const start = dayjs().add(1, 'day').startOf('day');
  return { key: randomId(), start: start.format(FORMAT), end: start.add(1, 'day').format(FORMAT), reason: '' };
};

/** Index of each row whose end is missing or not after its start. */
export function periodErrors(rows: PeriodRow[]): number[] {
  return rows
    .map((row, i) => (row.start && row.end && dayjs(row.end).isAfter(dayjs(row.start)) ? -1 : i))
    .filter((i) => i >= 0);
}

/** Periods as the API takes them: instants with their offset. */
export const periodsPayload = (rows: PeriodRow[]): UnavailabilityInput =>
  rows.map((row) => ({
    start: dayjs(row.start).toISOString(),
    end: dayjs(row.end).toISOString(),
    reason: row.reason.trim() || null,
  }));
