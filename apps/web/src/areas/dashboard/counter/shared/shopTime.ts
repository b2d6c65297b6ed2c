import { dayOf, localDateTime } from '@hirebase/shared/zone';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatTime } from '../../../../format/index.ts';
import { useShopZone } from '../../orders/shared/zone.ts';

export { useShopZone };

/** Formats instants in the shop's zone: the time alone for today, the date and time otherwise. */
export function useShopTime() {
  const { i18n } = useTranslation();
  const zone = useShopZone();
  return useMemo(() => {
    return {
      zone,
      /** '14:30' today, '12/07/2026 14:30' on another day. */
      format: (iso: string, now = Date.now()) => {
        const ms = new Date(iso).getTime();
        return dayOf(ms, zone) === dayOf(now, zone)
          ? formatTime(ms, i18n.language, zone)
          : formatDateTime(ms, i18n.language, zone);
      },
    };
  }, [i18n.language, zone]);
}

/** The wall-clock time of an instant in a zone, as the API reads it: 'YYYY-MM-DDTHH:mm'. */
export const wallClock = localDateTime;
