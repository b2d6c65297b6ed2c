import { ApiError } from '@hirebase/client/errors';
import type { TFunction } from 'i18next';

/** API error codes that have their own translated message (`errors.codes.<code>`). */
export const TRANSLATED_ERROR_CODES = [
  'authenticationFailed',
  'accountNotActivated',
  'accountIssue',
  'subscriptionPending',
  'trialExpired',
  'tooManyRequests',
  'sessionExpired',
  'authenticationRequired',
  'forbidden',
  'notFound',
  'alreadyExists',
  'payloadTooLarge',
  'unsupportedMediaType',
  'integrationNotConfigured',
  'internalError',
  'alreadyArchived',
  'lastManager',
  'cannotRemoveSelf',
  'statementTimeout',
  'crossSiteRequest',
  'documentAlreadySigned',
  'documentNotReady',
  'noCustomerEmail',
  'signatureCodeInvalid',
  'inUseByOrders',
  'pricesChanged',
  'unitDeleted',
  'discountTooLarge',
  'orderStarted',
  'orderInvoiced',
] as const;
export type TranslatedErrorCode = (typeof TRANSLATED_ERROR_CODES)[number];

const isTranslated = (code: string): code is TranslatedErrorCode =>
  (TRANSLATED_ERROR_CODES as readonly string[]).includes(code);

/**
 * Errors about one field the API words in English, translated here: `code:field` → message key.
 * Other field errors show the server's own message.
 */
export const FIELD_ERROR_KEYS = {
  'validationFailed:currentPassword': 'errors.fields.wrongCurrentPassword',
  'validationFailed:token': 'errors.fields.invalidLink',
  'alreadyExists:email': 'errors.fields.emailTaken',
  'alreadyExists:manager.email': 'errors.fields.emailTaken',
  'alreadyExists:slug': 'validation.slugTaken',
  'alreadyExists:name': 'validation.nameTaken',
} as const;
type FieldErrorKey = keyof typeof FIELD_ERROR_KEYS;

/** The message to show a person for anything a call may throw. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'tooManyRequests') {
      const seconds = Number(error.details?.retryAfterSeconds);
      return t('errors.codes.tooManyRequests', { seconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 60 });
    }
    if (error.code === 'inUseByOrders') {
      const orders = Array.isArray(error.details?.orders) ? (error.details.orders as { number?: unknown }[]) : [];
      const total = Number(error.details?.total) || orders.length;
      const numbers = orders.map((o) => `#${o.number}`).join(', ');
      return t('errors.codes.inUseByOrders', {
        total,
        numbers: total > orders.length ? `${numbers}, …` : numbers,
      });
    }
    if (error.code === 'signatureCodeWrong') {
      return t('errors.codes.signatureCodeWrong', { attemptsLeft: Number(error.details?.attemptsLeft) || 0 });
    }
    if (error.code === 'signatureCodeInvalid') {
      const reason = error.details?.reason;
      if (reason === 'expired' || reason === 'locked') return t(`errors.signatureCode.${reason}`);
    }
    const fieldKey = `${error.code}:${error.details?.field ?? ''}`;
    if (fieldKey in FIELD_ERROR_KEYS) return t(FIELD_ERROR_KEYS[fieldKey as FieldErrorKey]);
    if (isTranslated(error.code)) return t(`errors.codes.${error.code}`);
    if (error.status >= 500) return t('errors.server');
    return error.message || t('errors.generic');
  }
  if (error instanceof TypeError) return t('errors.network');
  return t('errors.generic');
}

/** True when the call failed because there is no valid session (the caller should go to a login page). */
export const isUnauthenticated = (error: unknown) => error instanceof ApiError && error.status === 401;
