import { type FormValidateInput, useForm } from '@mantine/form';
import type { ServerErrorOptions } from './formErrors.ts';
import { notifySuccess } from './notify.ts';
import { useFormErrorHandler } from './useFormErrorHandler.ts';

type ErrorFields = ServerErrorOptions['fields'];

/**
 * An editor form that saves through a mutation: on submit, turns the values into the mutation's input, saves it,
 * notifies `savedMessage` and calls `onDone`; a failure is shown next to the field it names (`errorFields` maps server
 * field names to form paths) or in a notification.
 */
// biome-ignore lint/suspicious/noExplicitAny: same constraint as useForm
export function useSaveForm<Values extends Record<string, any>, Input>({
  initialValues,
  validate,
  mutation,
  toInput,
  savedMessage,
  onDone,
  errorFields,
}: {
  initialValues: Values;
  validate?: FormValidateInput<Values>;
  mutation: { mutateAsync: (input: Input) => Promise<unknown>; isPending: boolean };
  toInput: (values: Values) => Input;
  savedMessage: (values: Values, input: Input) => string;
  onDone: () => void;
  errorFields?: ErrorFields | ((values: Values) => ErrorFields);
}) {
  const onError = useFormErrorHandler();
  const form = useForm<Values>({ initialValues, validate });

  const submit = form.onSubmit(async (values) => {
    try {
      const input = toInput(values);
      await mutation.mutateAsync(input);
      notifySuccess(savedMessage(values, input));
      onDone();
    } catch (error) {
      onError(form, error, typeof errorFields === 'function' ? errorFields(values) : errorFields);
    }
  });

  return { form, submit, saving: mutation.isPending };
}
