import { AppError, conflict } from '../../platform/errors.ts';
import type { CodeCheck } from '../signatures/index.ts';

/** `z***@example.test`: enough for the signer to know which mailbox to open, not enough to harvest addresses. */
export const maskedEmail = (email: string) => {
  const at = email.indexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
};

/** The answer to a code that did not unlock the signature: wrong (tries left), or none valid any more. */
export function codeRefused(check: Exclude<CodeCheck, { ok: true }>): AppError {
  if (check.reason === 'wrong') {
    return new AppError(400, 'signatureCodeWrong', 'The code is wrong', {
      field: 'code',
      attemptsLeft: check.attemptsLeft,
    });
  }
  return conflict('signatureCodeInvalid', 'No valid code: ask for a new one', { reason: check.reason });
}
