import { EARLIEST_DAY, LATEST_DAY } from '@hirebase/shared/zone';
import type { FormValidateInput } from '@mantine/form';
import type { TFunction } from 'i18next';
import { inDayWindow } from '../../../../components/dayBounds.ts';
import { epochOfWall } from '../shared/zone.ts';
import type { OrderFormValues } from './orderForm.ts';

/** What the form checks before asking the API: a real period, at least one line, a customer when new. */
export function orderValidation(t: TFunction, timeZone: string): FormValidateInput<OrderFormValues> {
  const required = (value: string) => (value ? null : t('validation.required'));
  const day = (value: string) =>
    !value
      ? t('validation.required')
      : inDayWindow(value)
        ? null
        : t('orders.editor.dayOutOfRange', { from: EARLIEST_DAY, to: LATEST_DAY });
  return {
    startDay: day,
    startTime: required,
    endDay: day,
    endTime: (value, values) => {
      if (!value) return t('validation.required');
      const start = epochOfWall(values.startDay, values.startTime, timeZone);
      const end = epochOfWall(values.endDay, value, timeZone);
      return !Number.isNaN(start) && !Number.isNaN(end) && end <= start ? t('orders.editor.endBeforeStart') : null;
    },
    lines: (lines) => (lines.some((l) => l.quantity > 0) ? null : t('orders.editor.noLines')),
    customer: {
      lastName: (value, values) =>
        values.customerMode === 'new' &&
        !value.trim() &&
        !values.customer.firstName.trim() &&
        !values.customer.companyName.trim() &&
        !values.customer.email.trim()
          ? t('orders.customer.nameOrEmail')
          : null,
    },
    delivery: {
      departure: { address: (value, values) => (values.delivery.departure.enabled ? required(value.trim()) : null) },
      arrival: { address: (value, values) => (values.delivery.arrival.enabled ? required(value.trim()) : null) },
    },
  };
}
