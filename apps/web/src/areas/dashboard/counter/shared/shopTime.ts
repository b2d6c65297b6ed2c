import { dayOf, localDateTime } from '@hirebase/shared/zone';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopZone } from '../../orders/shared/zone.ts';

export { useShopZone };

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
export const wallClock = localDateTime;
