import dayjs, { type Dayjs } from 'dayjs';

/** DateTimePicker values ('YYYY-MM-DD HH:mm:ss'), read by the API as wall-clock times of the shop. */
export interface PreviewDates {
  start: string;
  end: string;
}

const FORMAT = 'YYYY-MM-DD HH:mm:ss';
const at = (day: Dayjs, hour: number) => day.hour(hour).minute(0).second(0).millisecond(0).format(FORMAT);

/** Tomorrow 9:00 → two days later 18:00. */
export function defaultDates(now = dayjs()): PreviewDates {
  const start = now.add(1, 'day');
  return { start: at(start, 9), end: at(start.add(2, 'day'), 18) };
}

/** The coming Saturday 9:00 → Sunday 18:00 (next week's when today is Saturday). */
export function weekendDates(now = dayjs()): PreviewDates {
  const saturday = now.add((6 - now.day() + 7) % 7 || 7, 'day');
  return { start: at(saturday, 9), end: at(saturday.add(1, 'day'), 18) };
}

/** Tomorrow 9:00 → a week later 9:00. */
export function weekDates(now = dayjs()): PreviewDates {
  const start = now.add(1, 'day');
  return { start: at(start, 9), end: at(start.add(7, 'day'), 9) };
}

/** The API's instant: 'YYYY-MM-DDTHH:mm:ss'; null when the range is empty or backwards. */
export function previewRange(dates: PreviewDates): { start: string; end: string } | null {
  const start = dayjs(dates.start);
  const end = dayjs(dates.end);
  if (!start.isValid() || !end.isValid() || !end.isAfter(start)) return null;
  return { start: start.format('YYYY-MM-DDTHH:mm:ss'), end: end.format('YYYY-MM-DDTHH:mm:ss') };
}
