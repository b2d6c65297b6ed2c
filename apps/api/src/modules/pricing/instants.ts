import { toEpoch } from '@hirebase/shared/pricing/zone';
import { badRequest } from '../../platform/errors.ts';

const isRealDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
};

/** Epoch ms of a day or ISO date-time of the API (wall-clock in `timeZone` without an offset); 400 when invalid. */
export function epochOf(field: string, value: string, timeZone: string): number {
  if (!isRealDay(value.slice(0, 10))) throw badRequest(field, `${value} is not a date of the calendar`);
  try {
    return toEpoch(value, timeZone);
  } catch {
    throw badRequest(field, `${value} is not a date`);
  }
}

export function assertDay(field: string, day: string) {
  if (!isRealDay(day)) throw badRequest(field, `${day} is not a day of the calendar`);
}
