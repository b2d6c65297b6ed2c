import { UUID_PATTERN } from '../src/platform/ids.ts';

/** The JSON schema keywords the route schemas use, as far as a sample needs them. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  minLength?: number;
  minProperties?: number;
  /** The shared input type of a field (`platform/http/types`). */
  'x-kind'?: string;
  examples?: unknown[];
}

export const isId = (s: Schema | undefined): boolean =>
  !!s && ((s.type === 'string' && s.pattern === UUID_PATTERN) || (s.anyOf?.some(isId) ?? false));

/** Whether a schema holds an id anywhere (the field itself, its items, or a field inside). */
export const holdsId = (s: Schema | undefined): boolean =>
  !!s &&
  (isId(s) || holdsId(s.items) || Object.values(s.properties ?? {}).some(holdsId) || (s.anyOf?.some(holdsId) ?? false));

const START = '2031-07-10T09:00:00Z';
const END = '2031-07-12T18:00:00Z';
/** Texts tried in turn for a field with a pattern: the first the pattern accepts is used (later ones for ends). */
const PATTERNED = (end: boolean) => [
  end ? END : START,
  end ? '2031-07-12' : '2031-07-10',
  end ? '18:00' : '09:00',
  '#1f2937',
  'EUR',
  'fr',
  'x',
];
const isEnd = (name: string) => /end|to$|until/i.test(name);

/** Fills the ids of a sample: `idFor(name)` for an id field (or an array of them) called `name`. */
export interface Ids {
  idFor: (name: string) => string;
  /** Text fields that carry ids without an id schema (`ids=a,b` in a query string). */
  textIds: ReadonlySet<string>;
}

/**
 * The smallest valid value of a schema: required fields, and every field that holds an id, which `ids` fills.
 * Dates are in the future of the test clock; an end comes after its start.
 */
export function sampleOf(s: Schema, name: string, ids: Ids): unknown {
  if (isId(s) || (s.type === 'string' && ids.textIds.has(name))) return ids.idFor(name);
  if (s.anyOf) {
    const branch = s.anyOf.find(holdsId) ?? s.anyOf.find((x) => x.type !== 'null') ?? s.anyOf[0];
    return sampleOf(branch ?? {}, name, ids);
  }
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  switch (Array.isArray(s.type) ? s.type[0] : s.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const entries = Object.entries(s.properties ?? {});
      for (const [key, prop] of entries) {
        if (s.required?.includes(key) || holdsId(prop)) out[key] = sampleOf(prop, key, ids);
      }
      const [first] = entries;
      if (s.minProperties && Object.keys(out).length === 0 && first) out[first[0]] = sampleOf(first[1], first[0], ids);
      return out;
    }
    case 'array': {
      const count = holdsId(s.items) ? Math.max(1, s.minItems ?? 0) : (s.minItems ?? 0);
      return Array.from({ length: count }, () => sampleOf(s.items ?? {}, name, ids));
    }
    case 'integer':
    case 'number':
      return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default: {
      const kind = s['x-kind'];
      if (s.format === 'date-time' || kind === 'dateTime' || kind === 'dayOrDateTime') return isEnd(name) ? END : START;
      if (s.format === 'date' || kind === 'date') return isEnd(name) ? '2031-07-12' : '2031-07-10';
      if (kind === 'month') return isEnd(name) ? '2031-08' : '2031-07';
      if (s.format === 'email') return 'someone@example.test';
      if (s.pattern) {
        const pattern = new RegExp(s.pattern);
        const fits = PATTERNED(isEnd(name)).find((text) => pattern.test(text));
        if (fits) return fits;
        if (s.examples?.length) return s.examples[0];
      }
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    }
  }
}
