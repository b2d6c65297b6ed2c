import type { UseFormReturnType } from '@mantine/form';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/client.ts';
import { applyServerErrors } from '../../../../components/formErrors.ts';
import { notifyError } from '../../../../components/notify.ts';
import { formPath } from '../price-grid/priceGrid.ts';
import { catalogueError } from './errors.ts';

/**
 * Like useFormErrorHandler, for catalogue forms: the API names list fields `priceGrid.days[1].price` where the
 * form has `priceGrid.days.1.price`, and catalogue conflicts get their translated message.
 */
export function useSaveErrors() {
  const { t } = useTranslation();
  return useCallback(
    // biome-ignore lint/suspicious/noExplicitAny: any form shape
    (form: UseFormReturnType<any, any>, error: unknown) => {
      const field = error instanceof ApiError ? error.details?.field : undefined;
      if (error instanceof ApiError && typeof field === 'string') {
        error.details = { ...error.details, field: formPath(field) };
      }
      const message = catalogueError(t, error);
      if (!applyServerErrors(form, error, { message })) notifyError(message);
    },
    [t],
  );
}
