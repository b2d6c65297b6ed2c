import type { ImportFailureCode, ImportFailureDetails } from '@hirebase/shared';
import type { TFunction } from 'i18next';
import type { ImportJob } from '../../../../api/customers.ts';

/**
 * The values each failure code's wording shows (`customers.import.failures.<code>`), from the job's
 * `failureDetails`. Typed by code: a code the API adds does not compile until it is given here and worded.
 */
export const FAILURE_PARAMETERS: Record<ImportFailureCode, readonly (keyof ImportFailureDetails)[]> = {
  tooManyColumns: ['row', 'maxColumns'],
  rowTooLong: ['row', 'maxChars'],
  tooManyRows: ['maxRows'],
  unreadable: ['row'],
  noRows: [],
  fileMissing: [],
  unexpected: [],
};

/** Why a failed import stopped, in the reader's language; the server's own message only for a code unknown here. */
export function failureText(t: TFunction, job: Pick<ImportJob, 'failure' | 'failureCode' | 'failureDetails'>): string {
  const code = job.failureCode;
  if (code && code in FAILURE_PARAMETERS) return t(`customers.import.failures.${code}`, { ...job.failureDetails });
  return job.failure ?? t('errors.generic');
}
