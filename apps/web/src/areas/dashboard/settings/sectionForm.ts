import { type FormValidateInput, useForm } from '@mantine/form';
import { createContext, useContext, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { type SettingsChange, useSaveSettings } from '../../../api/settings.ts';
import type { CompanySettings } from '../../../api/types.ts';
import { errorMessage } from '../../../components/errors.ts';
import { applyServerErrors } from '../../../components/formErrors.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';

/** True for an employee who may read the settings but not change them: inputs are disabled, nothing is saved. */
export const SettingsReadOnly = createContext(false);
export const useSettingsReadOnly = () => useContext(SettingsReadOnly);

/** One call of a section's save; `fields` maps the call's error fields to the form's paths when they differ. */
export interface SaveStep {
  change: SettingsChange;
  fields?: Record<string, string>;
}

/** Conflicts of the settings calls, answered with their own code, in the person's language. */
const CODE_MESSAGES = { nameTaken: 'validation.nameTaken', slugTaken: 'validation.slugTaken' } as const;
const codeMessage = (error: unknown) =>
  error instanceof ApiError && error.code in CODE_MESSAGES
    ? CODE_MESSAGES[error.code as keyof typeof CODE_MESSAGES]
    : undefined;

/** Whether two form values differ (plain data only). */
export const changed = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);

/**
 * The form of one settings section: values come from the settings, `steps` lists the calls for what changed since
 * the last save (run in order; the first failure stops and shows its error next to its field), and the answer of the
 * last call becomes the new saved state.
 */
export function useSectionForm<V extends object>({
  settings,
  toValues,
  validate,
  steps,
}: {
  settings: CompanySettings;
  toValues: (settings: CompanySettings) => V;
  validate?: FormValidateInput<V>;
  steps: (values: V, saved: V) => SaveStep[];
}) {
  const { t } = useTranslation();
  const readOnly = useSettingsReadOnly();
  const save = useSaveSettings();
  const saved = useRef<V | null>(null);
  const form = useForm<V>({
    initialValues: toValues(settings),
    validate,
    enhanceGetInputProps: () => (readOnly ? { disabled: true } : undefined),
  });
  saved.current ??= form.getInitialValues();

  const submit = form.onSubmit(async (values) => {
    if (readOnly) return;
    let answer: CompanySettings | undefined;
    for (const step of steps(values, saved.current as V)) {
      try {
        answer = await save.mutateAsync(step.change);
      } catch (error) {
        const key = codeMessage(error);
        const message = key ? t(key) : errorMessage(t, error);
        if (!applyServerErrors(form, error, { message, fields: step.fields })) notifyError(message);
        return;
      }
    }
    if (answer) {
      const next = toValues(answer);
      saved.current = next;
      form.setValues(next);
      form.resetDirty(next);
    }
    notifySuccess(t('settings.saved'));
  });

  return { form, submit, saving: save.isPending, readOnly };
}

export type SectionForm<V extends object> = ReturnType<typeof useSectionForm<V>>;

/** '' (an emptied number input) → null. */
export const numberOrNull = (value: number | string): number | null =>
  value === '' || value === null || Number.isNaN(Number(value)) ? null : Number(value);

/** null → '' for a number input. */
export const numberInput = (value: number | null | undefined): number | string => value ?? '';
