import { addDays } from '@hirebase/shared/zone';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { fill, useWords } from '../words.tsx';
import { dayLabel, monthLabel, monthOf, monthWeeks, shiftMonth, weekdayNames } from './days.ts';

/** What is known of a day: whether a rental may start (or end) on it. Unknown days (not read yet) can be chosen. */
export type DayState = 'free' | 'unavailable';

interface Props {
  /** Used for the element ids: one calendar per product page. */
  id: string;
  language: string;
  month: string;
  /** The shop's day: earlier days cannot be chosen and earlier months are not shown. */
  today: string;
  /** The day the keyboard is on. */
  focused: string;
  /** The chosen days, start then end. */
  start: string | null;
  end: string | null;
  /** Why a day cannot be chosen (absent: it can). */
  disabled: (day: string) => boolean;
  onFocus: (day: string) => void;
  onPick: (day: string) => void;
  busy: boolean;
  /** The shown month's availability is known. */
  ready: boolean;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month of days as buttons in a table, for choosing a rental's start and end. One day is in the tab order; arrow
 * keys move by day and week, Home and End to the week's ends, Page Up and Page Down by month; Enter or Space chooses.
 * A day that cannot be chosen stays reachable (aria-disabled) and is read as unavailable.
 */
export function AvailabilityCalendar(props: Props) {
  const { id, language, month, today, focused, start, end, disabled, onFocus, onPick, busy, ready } = props;
  const words = useWords();
  const table = useRef<HTMLTableElement>(null);
  // the focus follows the keyboard only: showing the page or a month button never moves it
  const keyed = useRef(false);
  const names = weekdayNames(language);

  useEffect(() => {
    if (keyed.current) table.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const move = (day: string) => {
    if (day < today) return;
    onFocus(day);
  };

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, day: string) {
    const step = KEY_STEPS[event.key];
    const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
    let next: string | null = null;
    if (step) next = addDays(day, step);
    else if (event.key === 'Home') next = addDays(day, -weekday);
    else if (event.key === 'End') next = addDays(day, 6 - weekday);
    else if (event.key === 'PageUp' || event.key === 'PageDown') {
      const target = shiftMonth(monthOf(day), event.key === 'PageUp' ? -1 : 1);
      const wanted = `${target}-${day.slice(8)}`;
      next = monthOf(wanted) === target && !Number.isNaN(Date.parse(wanted)) ? wanted : `${target}-01`;
    }
    if (next === null) return;
    event.preventDefault();
    keyed.current = true;
    move(next < today ? today : next);
  }

  const inRange = (day: string) => !!start && !!end && day > start && day < end;
  const title = `${id}-month`;
  return (
    <div className="calendar">
      <div className="calendar-head">
        <button
          type="button"
          className="calendar-nav"
          aria-label={words.booking.previousMonth}
          disabled={month <= monthOf(today)}
          onClick={() => {
            keyed.current = false;
            const first = `${shiftMonth(month, -1)}-01`;
            move(first < today ? today : first);
          }}
        >
          ‹
        </button>
        <h3 id={title} aria-live="polite">
          {monthLabel(month, language)}
        </h3>
        <button
          type="button"
          className="calendar-nav"
          aria-label={words.booking.nextMonth}
          onClick={() => {
            keyed.current = false;
            move(`${shiftMonth(month, 1)}-01`);
          }}
        >
          ›
        </button>
      </div>
      <table
        ref={table}
        className="calendar-grid"
        aria-labelledby={title}
        aria-busy={busy || undefined}
        data-ready={ready ? 'true' : undefined}
      >
        <thead>
          <tr>
            {names.map((name) => (
              <th key={name.long} scope="col" abbr={name.long}>
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? 'week'}>
              {week.map((day, i) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell is only its place in the week
                if (!day) return <td key={i} />;
                const off = day < today || disabled(day);
                const chosen = day === start || day === end;
                const label = dayLabel(day, language);
                return (
                  <td key={day}>
                    <button
                      type="button"
                      data-day={day}
                      className={inRange(day) ? 'day in-range' : 'day'}
                      tabIndex={day === focused ? 0 : -1}
                      aria-disabled={off || undefined}
                      aria-pressed={chosen}
                      aria-label={off ? fill(words.booking.unavailable, { day: label }) : label}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      onFocus={() => day !== focused && onFocus(day)}
                      onClick={() => {
                        if (!off) onPick(day);
                      }}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
