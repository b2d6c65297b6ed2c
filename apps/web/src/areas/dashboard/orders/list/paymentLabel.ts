import type { TFunction } from 'i18next';
import { PAYMENT_STATUSES } from './listParams.ts';

/** A payment status in words; one this screen does not know is shown as the API writes it. */
export const paymentLabel = (t: TFunction, status: string) =>
  (PAYMENT_STATUSES as readonly string[]).includes(status)
    ? t(`orders.payment.${status as (typeof PAYMENT_STATUSES)[number]}`)
    : status;
