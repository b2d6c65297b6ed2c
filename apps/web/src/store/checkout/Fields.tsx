import type { InputHTMLAttributes, ReactNode } from 'react';
import { useWords } from '../words.tsx';
import type { CustomField } from './contract.ts';
import { fieldIds } from './form-state.ts';

export const inputId = (fieldId: string) => `co-${fieldId}`;
export const errorId = (fieldId: string) => `co-${fieldId}-error`;

/** What ties an input to its error: screen readers read the error with the field. */
export const errorProps = (fieldId: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(fieldId) } : {};

export function FieldError({ fieldId, error }: { fieldId: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p className="field-error" id={errorId(fieldId)}>
      {error}
    </p>
  );
}

/** A label with the "optional" mark when the field may stay empty. */
export function Label({ htmlFor, required, children }: { htmlFor?: string; required: boolean; children: ReactNode }) {
  const words = useWords().checkout;
  const text = (
    <>
      {children}
      {!required && <span className="optional"> {words.optional}</span>}
    </>
  );
  return htmlFor ? <label htmlFor={htmlFor}>{text}</label> : <span className="label">{text}</span>;
}

/** What every labelled field of the checkout takes. */
interface FieldProps {
  fieldId: string;
  label: string;
  required: boolean;
  value: string;
  error: string | undefined;
  onValue: (value: string) => void;
}

/** A field's label, control and error; the control gets its id, name, value, change and error ties. */
function LabelledField({
  fieldId,
  label,
  required,
  value,
  error,
  onValue,
  control,
}: FieldProps & { control: (props: ControlProps) => ReactNode }) {
  return (
    <div className="field">
      <Label htmlFor={inputId(fieldId)} required={required}>
        {label}
      </Label>
      {control({
        id: inputId(fieldId),
        name: fieldId,
        value,
        required,
        onChange: (e: { target: { value: string } }) => onValue(e.target.value),
        ...errorProps(fieldId, error),
      })}
      <FieldError fieldId={fieldId} error={error} />
    </div>
  );
}

type ControlProps = {
  id: string;
  name: string;
  value: string;
  required: boolean;
  onChange: (e: { target: { value: string } }) => void;
} & ReturnType<typeof errorProps>;

type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>;

export function TextField({ fieldId, label, required, value, error, onValue, ...input }: TextFieldProps) {
  return (
    <LabelledField
      {...{ fieldId, label, required, value, error, onValue }}
      control={(props) => <input {...props} {...input} />}
    />
  );
}

/** A choice of one option among the ones given, with nothing chosen first. */
export function SelectField({ options, ...field }: FieldProps & { options: string[] }) {
  const words = useWords().checkout;
  return (
    <LabelledField
      {...field}
      control={(props) => (
        <select {...props}>
          <option value="">{words.choose}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** One of the company's own fields, as its type asks. */
export function CustomFieldInput({
  field,
  value,
  error,
  onValue,
}: {
  field: CustomField;
  value: string;
  error: string | undefined;
  onValue: (value: string) => void;
}) {
  const id = fieldIds.custom(field.key);
  if (field.type === 'CHECKBOX') {
    return (
      <div className="field check">
        <input
          id={inputId(id)}
          name={id}
          type="checkbox"
          checked={value === 'true'}
          required={field.required}
          onChange={(e) => onValue(e.target.checked ? 'true' : 'false')}
          {...errorProps(id, error)}
        />
        <Label htmlFor={inputId(id)} required={field.required}>
          {field.label}
        </Label>
        <FieldError fieldId={id} error={error} />
      </div>
    );
  }
  if (field.type === 'SELECT') {
    return (
      <SelectField
        fieldId={id}
        label={field.label}
        required={field.required}
        options={field.options}
        value={value}
        error={error}
        onValue={onValue}
      />
    );
  }
  const type = field.type === 'NUMBER' ? 'number' : field.type === 'DATE' ? 'date' : 'text';
  return (
    <TextField
      fieldId={id}
      label={field.label}
      required={field.required}
      value={value}
      error={error}
      onValue={onValue}
      type={type}
      inputMode={field.type === 'NUMBER' ? 'decimal' : undefined}
      step={field.type === 'NUMBER' ? 'any' : undefined}
    />
  );
}
