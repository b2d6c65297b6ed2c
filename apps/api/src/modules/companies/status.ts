import { type AppError, unauthorized } from '../../platform/errors.ts';
import type { CompanyRow } from './repository.ts';

/** Why staff of this company cannot work in it now, or undefined when they can. */
export function companyLockReason(
  company: Pick<CompanyRow, 'accountStatus' | 'trialEndsAt' | 'subscriptionPending'>,
  now: Date,
): AppError | undefined {
  if (company.accountStatus === 'ARCHIVED') return unauthorized('accountIssue', 'This company account is archived');
  if (company.accountStatus === 'TRIAL' && company.trialEndsAt && company.trialEndsAt <= now) {
    return unauthorized('trialExpired', 'The free trial of this company has ended');
  }
  if (company.subscriptionPending) {
    return unauthorized('subscriptionPending', 'The subscription of this company is waiting for its first payment');
  }
  return undefined;
}
