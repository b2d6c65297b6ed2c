import { dayOf } from '@hirebase/shared/pricing/zone';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentMe } from '../../MeContext.tsx';

/** The shop's time zone (the session's company), the browser's when there is none. */
export function useShopZone(): string {
  const me = useCurrentMe();
  return me.company?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Formats instants in the shop's zone: the time alone for today, the date and time otherwise. */
export function useShopTime() {
  const { i18n } = useTranslation();
  const zone = useShopZone();
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(i18n.language, { timeZone: zone, hour: '2-digit', minute: '2-digit' });
    const dateTime = new Intl.DateTimeFormat(i18n.language, {
      timeZone: zone,
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    return {
      zone,
      /** '14:30' today, '12 juil. 14:30' on another day. */
      format: (iso: string, now = Date.now()) => {
        const ms = new Date(iso).getTime();
        return dayOf(ms, zone) === dayOf(now, zone) ? time.format(ms) : dateTime.format(ms);
      },
    };
  }, [i18n.language, zone]);
}

/** The wall-clock time of an instant in a zone, as the API reads it: 'YYYY-MM-DDTHH:mm'. */
export function wallClock(ms: number, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
