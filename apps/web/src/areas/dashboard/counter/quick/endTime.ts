import { wallClock } from '../shared/shopTime.ts';

/** Quick durations offered at the counter, in hours. */
export const END_PRESETS = [1, 2, 4, 24, 48] as const;

/** The end `hours` from now, as the shop's wall clock ('YYYY-MM-DDTHH:mm'). */
export const endIn = (hours: number, now: number, zone: string) => wallClock(now + hours * 3_600_000, zone);

/** A picker value ('YYYY-MM-DD HH:mm:ss') as the API reads it ('YYYY-MM-DDTHH:mm'); null when not a date-time. */
export function pickerToWallClock(value: string | null): string | null {
  const match = value && /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(value);
  return match ? `${match[1]}T${match[2]}` : null;
}

/** A wall clock back as a picker value. */
export const wallClockToPicker = (value: string) => `${value.replace('T', ' ')}:00`;
