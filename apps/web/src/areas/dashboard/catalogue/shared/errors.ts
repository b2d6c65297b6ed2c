import type { TFunction } from 'i18next';
import { ApiError } from '../../../../api/client.ts';
import { errorMessage } from '../../../../components/errors.ts';

const listOf = (value: unknown, key?: string) =>
  Array.isArray(value)
    ? value
        .map((item) => (key && item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : item))
        .join(', ')
    : '';

/** Catalogue conflicts the API words in English, in the interface language; anything else as usual. */
export function catalogueError(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return errorMessage(t, error);
  const details = error.details ?? {};
  switch (error.code) {
    case 'productInPacks':
      return t('catalogue.errors.productInPacks', { packs: listOf(details.packs, 'name') });
    case 'serialNumberTaken':
      return t('catalogue.errors.serialNumberTaken', { list: listOf(details.serialNumbers) });
    case 'qrCodeTaken':
      return t('catalogue.errors.qrCodeTaken', { list: listOf(details.qrCodeValues) });
    case 'productHasUnits':
      return t('catalogue.errors.productHasUnits');
    default:
      return errorMessage(t, error);
  }
}
