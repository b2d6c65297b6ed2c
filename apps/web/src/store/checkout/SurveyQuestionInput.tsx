import { useWords } from '../words.tsx';
import type { SurveyQuestion, UploadedDocument } from './contract.ts';
import { errorProps, FieldError, inputId, Label, SelectField, TextField } from './Fields.tsx';
import { fieldIds } from './form-state.ts';

interface Props {
  question: SurveyQuestion;
  value: string | string[];
  error: string | undefined;
  onValue: (value: string | string[]) => void;
  /** DOCUMENT questions: the files already sent for this question, and sending more. */
  documents: UploadedDocument[];
  uploading: boolean;
  onFiles: (files: File[]) => void;
}

const KB = 1024;
const size = (bytes: number) =>
  bytes < KB * KB ? `${Math.ceil(bytes / KB)} KB` : `${(bytes / KB / KB).toFixed(1)} MB`;

/** A survey question, as its type asks: text, one choice, several choices, or files. */
export function SurveyQuestionInput({ question, value, error, onValue, documents, uploading, onFiles }: Props) {
  const words = useWords().checkout;
  const id = fieldIds.survey(question.id);
  if (question.type === 'TEXT') {
    return (
      <TextField
        fieldId={id}
        label={question.label}
        required={question.required}
        value={typeof value === 'string' ? value : ''}
        error={error}
        onValue={onValue}
      />
    );
  }
  if (question.type === 'SELECT') {
    return (
      <SelectField
        fieldId={id}
        label={question.label}
        required={question.required}
        options={question.options}
        value={typeof value === 'string' ? value : ''}
        error={error}
        onValue={onValue}
      />
    );
  }
  if (question.type === 'MULTIPLE_SELECT') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset className="field choices" {...errorProps(id, error)}>
        <legend>
          <Label required={question.required}>{question.label}</Label>
        </legend>
        {question.options.map((option, index) => (
          <label key={option} className="check">
            <input
              id={index === 0 ? inputId(id) : undefined}
              type="checkbox"
              name={id}
              value={option}
              checked={chosen.includes(option)}
              onChange={(e) => onValue(e.target.checked ? [...chosen, option] : chosen.filter((c) => c !== option))}
            />
            {option}
          </label>
        ))}
        <FieldError fieldId={id} error={error} />
      </fieldset>
    );
  }
  return (
    <div className="field">
      <Label htmlFor={inputId(id)} required={question.required}>
        {question.label}
      </Label>
      {documents.length > 0 && (
        <ul className="documents" aria-label={words.survey.uploaded}>
          {documents.map((d) => (
            <li key={d.id}>
              {d.name} <span className="optional">({size(d.size)})</span>
            </li>
          ))}
        </ul>
      )}
      <input
        id={inputId(id)}
        name={id}
        type="file"
        multiple
        accept="image/*,application/pdf"
        disabled={uploading}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          if (files.length) onFiles(files);
          e.target.value = '';
        }}
        {...errorProps(id, error)}
      />
      {uploading && (
        <p className="hint" aria-live="polite">
          {words.survey.uploading}
        </p>
      )}
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
