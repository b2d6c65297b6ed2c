import type { ThrottleRule } from '../../platform/throttle/throttle.ts';

const minutes = (n: number) => n * 60_000;

/**
 * Limits of the public calls that send mail or tell whether an address has an account. Per client they answer 429;
 * per address they are silent (the answer stays the same, only no further mail leaves), so that neither tells
 * whether the address has an account.
 */
export const PUBLIC_LIMITS = {
  /** Password reset and validation mails asked for by one client. */
  accountMailRequests: { bucket: 'accountMailRequest', max: 10, windowMs: minutes(15) },
  /** Mails of those kinds sent to one address. */
  accountMailsPerAddress: { bucket: 'accountMail', max: 3, windowMs: minutes(60) },
  /** `available-email` checks by one client. */
  emailChecks: { bucket: 'emailCheck', max: 30, windowMs: minutes(15) },
  /** Marketplace sign-ups by one client. */
  signUps: { bucket: 'signUp', max: 10, windowMs: minutes(60) },
  /** Reading, accepting and declining mailed company invitations by one client: one budget for the three calls. */
  invitationLinks: { bucket: 'invitationLink', max: 20, windowMs: minutes(15) },
} satisfies Record<string, ThrottleRule>;
