/** The sandbox's test cards: the number decides what the "bank" answers, as with real providers' test modes. */
export type CardOutcome = 'success' | 'declined' | 'insufficientFunds' | 'authenticationRequired';

export const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': 'success',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficientFunds',
  '4000002500003155': 'authenticationRequired',
  // authorised when the customer enters it, declined when a hold is renewed without them
  '4000000000000341': 'success',
};

const DECLINED_LATER = '0341';

/** What the bank answers to a new hold on a card already used, from its last four digits, the customer away. */
export function renewalOutcomeOf(last4: string | null): CardOutcome {
  if (!last4 || last4 === DECLINED_LATER) return 'declined';
  const number = Object.keys(TEST_CARDS).find((n) => n.endsWith(last4));
  return number ? (TEST_CARDS[number] as CardOutcome) : 'declined';
}

/** A number not in the list is declined, as a real card is in a provider's test mode. */
export const outcomeOf = (number: string): CardOutcome => TEST_CARDS[number.replace(/\D/g, '')] ?? 'declined';

/** True while the card's month has not ended at `now` (UTC). */
export const notExpired = (expMonth: number, expYear: number, now: Date) =>
  expYear > now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth >= now.getUTCMonth() + 1);
