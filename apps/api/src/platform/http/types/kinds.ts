import type { Ajv } from 'ajv';
import { type DateForm, type DayWindow, dateProblem, fromQueryText } from '../../dates.ts';

/**
 * Every field a client sends is declared with one of the shared input types, each marked with this keyword. AJV
 * runs the check of its kind (what JSON Schema cannot say: control characters, cents, calendar windows), and the
 * route table can be walked to prove no field is a bare string or number.
 */
export const KIND = 'x-kind';

export const TEXT_KINDS = ['line', 'multiline', 'richText', 'email'] as const;
export const DATE_KINDS = ['date', 'dateTime', 'dayOrDateTime', 'month'] as const;
export const STRING_KINDS = [...TEXT_KINDS, ...DATE_KINDS, 'id', 'time', 'enum'] as const;
export const NUMBER_KINDS = ['money', 'percent', 'integer', 'decimal'] as const;
/** A free-form JSON value (answers, custom inputs): its strings and keys are checked as multi-line text. */
export const JSON_KIND = 'json';
export type InputKind = (typeof STRING_KINDS)[number] | (typeof NUMBER_KINDS)[number] | typeof JSON_KIND;

/** The first and last day a date field accepts, when not the API's window. */
export const EARLIEST = 'x-earliest';
export const LATEST = 'x-latest';

// C0 controls and DEL; multi-line text keeps tab, line feed and carriage return.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for
const CONTROL = /[\x00-\x1f\x7f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what it is for
const CONTROL_BUT_LINES = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/;

/** At most two decimals, tolerant of binary floating point (0.07 * 100 = 7.000000000000001). */
export const hasCents = (value: number) =>
  Math.abs(Math.round(value * 100) - value * 100) <= 1e-6 * Math.max(1, Math.abs(value * 100));

type Schema = Record<string, unknown>;

const MAX_JSON_DEPTH = 20;

/** The first text of a free-form value (a string or a key) with a control character other than new lines and tabs. */
function jsonProblem(value: unknown, depth = 0): string | undefined {
  if (depth > MAX_JSON_DEPTH) return `must not nest deeper than ${MAX_JSON_DEPTH} levels`;
  if (typeof value === 'string') return kindProblem('multiline', value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = jsonProblem(item, depth + 1);
      if (problem) return problem;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = kindProblem('multiline', key) ?? jsonProblem(item, depth + 1);
      if (problem) return problem;
    }
  }
  return undefined;
}

/** Why a value does not fit its kind, as the end of a sentence; undefined when it does. Types are AJV's business. */
export function kindProblem(kind: InputKind, value: unknown, schema: Schema = {}): string | undefined {
  if (kind === JSON_KIND) return jsonProblem(value);
  if (typeof value === 'string') {
    switch (kind) {
      case 'line':
      case 'email':
        return CONTROL.test(value) ? 'must be one line of text without control characters' : undefined;
      case 'multiline':
      case 'richText':
        return CONTROL_BUT_LINES.test(value)
          ? 'must be text without control characters (new lines and tabs are allowed)'
          : undefined;
      case 'date':
      case 'dateTime':
      case 'dayOrDateTime':
      case 'month': {
        const window = { earliest: schema[EARLIEST], latest: schema[LATEST] } as Partial<DayWindow>;
        return dateProblem(
          kind as DateForm,
          value,
          window.earliest && window.latest ? (window as DayWindow) : undefined,
        );
      }
      default:
        return undefined;
    }
  }
  if (typeof value === 'number' && (kind === 'money' || kind === 'percent') && !hasCents(value)) {
    return kind === 'money' ? 'must be an amount with at most 2 decimals' : 'must have at most 2 decimals';
  }
  return undefined;
}

interface KindOptions {
  /** Values come from a URL (path, query string): an offset's "+" may have been decoded as a space. */
  fromUrl?: boolean;
}

interface KindCheck {
  (schema: InputKind, data: unknown, parentSchema?: Schema): boolean;
  errors?: { keyword: string; message: string; params: Record<string, unknown> }[];
}

/** Teaches an AJV instance the input kinds; a failing check is a validation error on the field (400 naming it). */
export function addInputKinds(ajv: Ajv, options: KindOptions = {}): void {
  const check: KindCheck = (kind, data, parentSchema) => {
    const value =
      options.fromUrl && typeof data === 'string' && DATE_KINDS.includes(kind as never) ? fromQueryText(data) : data;
    const problem = kindProblem(kind, value, parentSchema);
    check.errors = problem ? [{ keyword: KIND, message: problem, params: { kind } }] : [];
    return problem === undefined;
  };
  ajv.addKeyword({ keyword: KIND, schemaType: 'string', errors: true, validate: check as never });
  ajv.addKeyword({ keyword: EARLIEST, schemaType: 'string' });
  ajv.addKeyword({ keyword: LATEST, schemaType: 'string' });
}
