import { ApiError } from '@hirebase/client/errors';
import type { TFunction } from 'i18next';
import { errorMessage } from '../../components/errors.ts';

/** The words for a failed change of a wishlist: its own refusals, else the app's usual message. */
export function wishlistError(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'alreadyExists') return t('marketplaceWishlists.errors.nameTaken');
    if (error.code === 'tooManyWishlists' || error.code === 'wishlistFull') {
      return t(`marketplaceWishlists.errors.${error.code}`, { max: Number(error.details?.max) || 0 });
    }
  }
  return errorMessage(t, error);
}
