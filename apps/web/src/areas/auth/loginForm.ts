import { type ChangeEvent, useState } from 'react';

type Fields = { email: string; password: string };
type Field = keyof Fields;
type Validators = Record<Field, (value: string) => string | null>;

/** The check of `@mantine/form`'s `isEmail`, which the other forms use: something@domain.tld. */
export const isEmail = (value: string) => /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/.test(value);

/**
 * The login's two fields, as `@mantine/form` would hold them (checked on submit, a field's error cleared when it
 * changes, `setFieldError` for an error the server words), without its code on the first page of a visit.
 */
export function useLoginForm(validators: Validators) {
  const [values, setValues] = useState<Fields>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const setFieldError = (field: string, message: string) => setErrors((current) => ({ ...current, [field]: message }));

  /** Checks every field; true when all are valid. */
  const validate = () => {
    const found: Partial<Record<Field, string>> = {};
    for (const field of Object.keys(validators) as Field[]) {
      const message = validators[field](values[field]);
      if (message) found[field] = message;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const getInputProps = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => {
        if (!current[field]) return current;
        const { [field]: _cleared, ...rest } = current;
        return rest;
      });
    },
  });

  return { values, validate, getInputProps, setFieldError };
}
