import {
  type DayRangeWithLabel,
  dayRangeListProblem,
  minutesOfDay,
  type OpeningHours,
  openingHoursProblem,
  sortedOpeningHours,
} from '@hirebase/shared/company-settings';
import type { Static } from 'typebox';
import { badRequest } from '../../../platform/errors.ts';
import type { Ctx } from '../../../platform/http/context.ts';
import type { ClosedDatesBody, LowSeasonDatesBody, OpeningHoursBody, SlotsBody } from '../schemas.ts';
import { changeSettings } from '../service.ts';
import { failOn, trimmedOrNull } from './validate.ts';

export function updateOpeningHours(ctx: Ctx, body: Static<typeof OpeningHoursBody>) {
  const week = body as OpeningHours;
  failOn(openingHoursProblem(week));
  return changeSettings(ctx, 'openingHours', () => ({ openingHours: sortedOpeningHours(week) }));
}

type DayRangeInput = { start: string; end?: string; label?: string | null };

/** A range without `end` is a single day; ranges are kept in date order and may not overlap. */
function dayRanges(field: string, input: DayRangeInput[]): DayRangeWithLabel[] {
  const ranges = input.map((r) => ({ start: r.start, end: r.end ?? r.start, label: trimmedOrNull(r.label) }));
  failOn(dayRangeListProblem(ranges, field));
  return ranges.sort((a, b) => (a.start < b.start ? -1 : 1));
}

export function updateClosedDates(ctx: Ctx, body: Static<typeof ClosedDatesBody>) {
  const closedDates = dayRanges('closedDates', body.closedDates);
  return changeSettings(ctx, 'closedDates', () => ({ closedDates }));
}

export function updateLowSeasonDates(ctx: Ctx, body: Static<typeof LowSeasonDatesBody>) {
  const lowSeasonDates = dayRanges('lowSeasonDates', body.lowSeasonDates);
  return changeSettings(ctx, 'lowSeasonDates', () => ({ lowSeasonDates }));
}

/** Booking slots of the online store: each slot starts at one of the start times and lasts `durationMinutes`. */
export function updateSlots(ctx: Ctx, body: Static<typeof SlotsBody>) {
  const seen = new Set<string>();
  for (const [i, time] of body.startTimes.entries()) {
    if (seen.has(time)) throw badRequest(`startTimes.${i}`, `${time} appears twice in startTimes`);
    seen.add(time);
    if (minutesOfDay(time) + body.durationMinutes > 24 * 60) {
      throw badRequest(`startTimes.${i}`, `A slot starting at ${time} would end after midnight`);
    }
  }
  if (body.enabled && body.startTimes.length === 0) {
    throw badRequest('startTimes', 'Slots need at least one start time to be enabled');
  }
  const startTimes = [...body.startTimes].sort((a, b) => minutesOfDay(a) - minutesOfDay(b));
  return changeSettings(ctx, 'bookingSlots', () => ({ bookingSlots: { ...body, startTimes } }));
}
