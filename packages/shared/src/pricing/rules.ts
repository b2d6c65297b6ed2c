/**
 * Price rules: variations of the unit price for rentals related to a date-time window of the company zone.
 *
 * The window runs from startDate startTime (00:00 when absent) to endDate endTime (the end of endDate when absent).
 * With weekdays, only the parts of the window on those days of the week count. `in`: the rental lies inside the
 * window (every day it touches is an allowed weekday); `include`: the rental contains the whole window (from the
 * first to the last allowed day); `overlap`: they share at least a moment. Rules apply in the order given, each on
 * the running unit price (PERCENTAGE of it, or AMOUNT cents per unit), and the price never goes below 0.
 */
import { type Cents, percentOf } from '../money.ts';
import { addDays, parseTime, startOfDay, touchedDays, weekdayOf, zonedInstant } from '../zone.ts';
import type { LineStep } from './line-steps.ts';
import type { DayKey, PriceAdjustment, PriceRule } from './types.ts';
import { money, rate } from './vat.ts';

export interface RuleTarget {
  itemId: string;
  start: number;
  end: number;
  timeZone: string;
}

export function appliesToItem(productIds: string[] | null | undefined, itemId: string): boolean {
  return !productIds || productIds.length === 0 || productIds.includes(itemId);
}

export function ruleWindow(rule: PriceRule, timeZone: string): { start: number; end: number } {
  const start = zonedInstant(rule.startDate, rule.startTime ? parseTime(rule.startTime) : 0, timeZone);
  const end = rule.endTime
    ? zonedInstant(rule.endDate, parseTime(rule.endTime), timeZone)
    : startOfDay(addDays(rule.endDate, 1), timeZone);
  return { start, end };
}

function allowedDay(rule: PriceRule): (day: DayKey) => boolean {
  const weekdays = rule.weekdays ?? [];
  return (day) => weekdays.length === 0 || weekdays.includes(weekdayOf(day));
}

/** Whether some (every = false) or all (every = true) days touched by [start, end) are allowed. */
function checkDays(start: number, end: number, timeZone: string, allowed: (d: DayKey) => boolean, every: boolean) {
  const { first, last } = touchedDays(start, end, timeZone);
  // Seven consecutive days cover every weekday.
  for (let day = first, i = 0; i < 7; day = addDays(day, 1), i++) {
    if (allowed(day) !== every) return !every;
    if (day === last) break;
  }
  return every;
}

export function ruleMatches(rule: PriceRule, target: RuleTarget): boolean {
  if (!appliesToItem(rule.productIds, target.itemId)) return false;
  const { timeZone } = target;
  const window = ruleWindow(rule, timeZone);
  if (window.end <= window.start) return false;
  const allowed = allowedDay(rule);
  switch (rule.type) {
    case 'in':
      return (
        target.start >= window.start &&
        target.end <= window.end &&
        checkDays(target.start, target.end, timeZone, allowed, true)
      );
    case 'overlap': {
      const from = Math.max(target.start, window.start);
      const to = Math.min(target.end, window.end);
      return from < to && checkDays(from, to, timeZone, allowed, false);
    }
    case 'include': {
      let first = rule.startDate;
      for (let i = 0; i < 7 && first <= rule.endDate && !allowed(first); i++) first = addDays(first, 1);
      let last = rule.endDate;
      for (let i = 0; i < 7 && last >= rule.startDate && !allowed(last); i++) last = addDays(last, -1);
      if (!allowed(first) || !allowed(last) || first > rule.endDate || last < first) return false;
      const from = Math.max(window.start, startOfDay(first, timeZone));
      const to = Math.min(window.end, startOfDay(addDays(last, 1), timeZone));
      return from < to && target.start <= from && target.end >= to;
    }
  }
}

function describe(rule: PriceRule): string {
  const { kind, value } = rule.variation;
  const text = kind === 'PERCENTAGE' ? rate(Math.abs(value)) : money(Math.abs(value));
  return `${rule.title} (${rule.type}, ${value < 0 ? '−' : '+'}${text})`;
}

export function applyPriceRules(
  unitPrice: Cents,
  rules: PriceRule[] | undefined,
  target: RuleTarget,
): { price: Cents; adjustments: PriceAdjustment[]; explanation: string[]; steps: LineStep[] } {
  let price = unitPrice;
  const adjustments: PriceAdjustment[] = [];
  const explanation: string[] = [];
  const steps: LineStep[] = [];
  for (const rule of rules ?? []) {
    if (!ruleMatches(rule, target)) continue;
    const { kind, value } = rule.variation;
    const change = kind === 'PERCENTAGE' ? percentOf(price, value) : value;
    const next = Math.max(0, price + change);
    adjustments.push({ source: 'priceRule', id: rule.id, label: rule.title, amount: next - price });
    explanation.push(`price rule ${describe(rule)}: ${money(price)} → ${money(next)}`);
    steps.push({ code: 'priceRule', params: { title: rule.title, kind, value, before: price, after: next } });
    price = next;
  }
  return { price, adjustments, explanation, steps };
}
