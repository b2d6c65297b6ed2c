import type { UseFormReturnType } from '@mantine/form';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './errors.ts';
import { applyServerErrors, type ServerErrorOptions } from './formErrors.ts';
import { notifyError } from './notify.ts';

/** Puts a failed submit's error next to its field, or in a notification when it names no field of the form. */
export function useFormErrorHandler() {
  const { t } = useTranslation();
  return useCallback(
    // biome-ignore lint/suspicious/noExplicitAny: any form shape
    (form: UseFormReturnType<any, any>, error: unknown, fields?: ServerErrorOptions['fields']) => {
      const message = errorMessage(t, error);
      if (!applyServerErrors(form, error, { message, fields })) notifyError(message);
    },
    [t],
  );
}
