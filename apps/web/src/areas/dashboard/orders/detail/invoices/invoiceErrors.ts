import type { TFunction } from 'i18next';
import { ApiError } from '../../../../../api/client.ts';
import { errorMessage } from '../../../../../components/errors.ts';

const OWN_CODES = ['notInvoiceable', 'alreadyInvoiced', 'creditExceedsInvoice'] as const;

/** The invoice calls' own refusals in the interface language; anything else as every screen words it. */
export function invoiceErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && (OWN_CODES as readonly string[]).includes(error.code)) {
    return t(`invoices.errors.${error.code as (typeof OWN_CODES)[number]}`);
  }
  return errorMessage(t, error);
}
