import type { CardInput } from '../../api/cardPayments.ts';

/** The reasons the card page words; anything else reads as a plain refusal. */
export const DECLINE_REASONS = [
  'declined',
  'insufficientFunds',
  'authenticationFailed',
  'expiredCard',
  'expired',
  'other',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** The fields of the card form that are not written as the card page's call accepts them. */
export function cardErrors(card: CardInput): Partial<Record<keyof CardInput, true>> {
  const errors: Partial<Record<keyof CardInput, true>> = {};
  if (!/^[0-9 ]{12,23}$/.test(card.cardNumber.trim()) || card.cardNumber.replace(/\D/g, '').length < 12)
    errors.cardNumber = true;
  if (!/^(0[1-9]|1[0-2])\/[0-9]{2}$/.test(card.expiry.trim())) errors.expiry = true;
  if (!/^[0-9]{3,4}$/.test(card.cvc.trim())) errors.cvc = true;
  return errors;
}
