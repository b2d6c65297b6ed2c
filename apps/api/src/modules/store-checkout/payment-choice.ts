import type { CheckoutMode } from '@hirebase/shared/company-settings';
import { badRequest } from '../../platform/errors.ts';
import type { StoredSettings } from '../company-settings/index.ts';
import type { CheckoutPayment } from './tables.ts';

type Choice = Exclude<CheckoutPayment, 'REQUEST'>;
type PartPayment = StoredSettings['partPayment']['order'];

/** What a mode lets the customer choose, the default first; a request is never paid at checkout. */
export function allowedPayments(mode: CheckoutMode, partPayment: PartPayment): Choice[] {
  const online: Choice[] =
    partPayment.enabled && partPayment.share ? ['ONLINE_FULL', 'ONLINE_DOWN_PAYMENT'] : ['ONLINE_FULL'];
  if (mode === 'PAY_ONLINE') return online;
  if (mode === 'PAY_ONLINE_OR_ON_SITE') return [...online, 'ON_SITE'];
  if (mode === 'PAY_ON_SITE') return ['ON_SITE'];
  return [];
}

/** The payment of a checkout: the one asked when the mode allows it (400 naming `payment` otherwise), else the default. */
export function paymentOf(mode: CheckoutMode, partPayment: PartPayment, asked: Choice | undefined): CheckoutPayment {
  if (mode === 'REQUEST') {
    if (asked) throw badRequest('payment', 'This shop answers booking requests first: nothing is paid now');
    return 'REQUEST';
  }
  const allowed = allowedPayments(mode, partPayment);
  if (asked && !allowed.includes(asked)) {
    throw badRequest('payment', `This shop takes ${allowed.join(' or ')}`, { allowed });
  }
  return asked ?? allowed[0]!;
}

/** The down payment of a total: the share of the settings, never more than the total (integer cents). */
export function downPaymentCents(totalCents: number, partPayment: PartPayment): number {
  const share = partPayment.share;
  if (!partPayment.enabled || !share) return totalCents;
  const cents = share.type === 'PERCENTAGE' ? Math.round((totalCents * share.basisPoints) / 10_000) : share.cents;
  return Math.min(totalCents, cents);
}

/** What the checkout takes by card now. */
export function payNowCents(payment: CheckoutPayment, totalCents: number, partPayment: PartPayment): number {
  if (payment === 'ONLINE_FULL') return totalCents;
  if (payment === 'ONLINE_DOWN_PAYMENT') return downPaymentCents(totalCents, partPayment);
  return 0;
}
