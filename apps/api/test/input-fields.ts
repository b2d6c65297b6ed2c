import type { RouteDef } from '../src/platform/http/route.ts';
import { KIND } from '../src/platform/http/schemas.ts';

/** The fields of request schemas, walked from the route table: what the shared input types must cover. */

export type Part = 'params' | 'querystring' | 'body';
type Node = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  anyOf?: Node[];
  oneOf?: Node[];
  additionalProperties?: boolean | Node;
  patternProperties?: Record<string, Node>;
};

/** A step of a field's path: a property name, `[]` for the items of an array, `{}` for the values of a record. */
export type Step = string;
export interface InputField {
  part: Part;
  path: Step[];
  schema: Node;
}

const closed = (node: Node) => Array.isArray(node.enum) || 'const' in node;
const typesOf = (node: Node) => (Array.isArray(node.type) ? node.type : node.type ? [node.type] : []);
const SCALARS = ['string', 'number', 'integer'];

function walk(node: Node | undefined, part: Part, path: Step[], out: InputField[]) {
  if (!node || typeof node !== 'object') return;
  const composed = node.anyOf || node.oneOf || node.properties || node.patternProperties || node.items;
  // a free-form value (no type) is a field of its own: it must be a JsonValue
  if (node[KIND] === 'json' || (!node.type && !composed && !closed(node))) {
    out.push({ part, path, schema: node });
    return;
  }
  for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) walk(branch, part, path, out);
  const types = typesOf(node);
  if (types.includes('object') || node.properties) {
    for (const [name, child] of Object.entries(node.properties ?? {})) walk(child, part, [...path, name], out);
    for (const child of Object.values(node.patternProperties ?? {})) walk(child, part, [...path, '{}'], out);
    if (node.additionalProperties && typeof node.additionalProperties === 'object') {
      walk(node.additionalProperties, part, [...path, '{}'], out);
    }
  }
  if (types.includes('array')) walk(node.items, part, [...path, '[]'], out);
  if (types.some((t) => SCALARS.includes(t))) out.push({ part, path, schema: node });
}

/** Every scalar (string or number) field a route reads from its path, query string and body. */
export function inputFields(route: Pick<RouteDef, 'schema'>): InputField[] {
  const out: InputField[] = [];
  for (const part of ['params', 'querystring', 'body'] as const) {
    walk(route.schema[part] as Node | undefined, part, [], out);
  }
  return out;
}

export const kindOf = (field: InputField) => field.schema[KIND] as string | undefined;

/** Why a field is not declared with a shared input type; undefined when it is. */
export function untypedReason(field: InputField): string | undefined {
  const node = field.schema;
  if (closed(node)) return undefined;
  const kind = kindOf(field);
  if (!kind) return node.type ? 'a bare string or number: use a shared input type' : 'a free-form value: use JsonValue';
  if (kind === 'json') return undefined;
  const types = typesOf(node);
  if (types.includes('string') && typeof node.maxLength !== 'number') return 'a string without maxLength';
  if (types.some((t) => t === 'number' || t === 'integer')) {
    const low = typeof node.minimum === 'number' || typeof node.exclusiveMinimum === 'number';
    const high = typeof node.maximum === 'number' || typeof node.exclusiveMaximum === 'number';
    if (!low || !high) return 'a number without both bounds';
  }
  return undefined;
}

export const pathText = (path: Step[]) => path.join('.').replaceAll('.[]', '[]').replaceAll('.{}', '{}');

const firstType = (node: Node) => typesOf(node).find((t) => t !== 'null');

function branchesOf(node: Node): Node[] {
  return [...(node.anyOf ?? []), ...(node.oneOf ?? [])];
}

/** Whether the field at `path` lies under this node. */
function leadsTo(node: Node, path: Step[]): boolean {
  if (path.length === 0) return true;
  const branches = branchesOf(node);
  if (branches.length > 0) return branches.some((b) => leadsTo(b, path));
  const [step, ...rest] = path;
  if (step === '[]') return !!node.items && leadsTo(node.items, rest);
  if (step === '{}') {
    const values = [...Object.values(node.patternProperties ?? {})];
    if (node.additionalProperties && typeof node.additionalProperties === 'object')
      values.push(node.additionalProperties);
    return values.some((v) => leadsTo(v, rest));
  }
  const child = node.properties?.[step];
  return !!child && leadsTo(child, rest);
}

const RECORD_KEY = 'k';

function scalarSample(node: Node): unknown {
  if (Array.isArray(node.enum)) return node.enum[0];
  if ('const' in node) return node.const;
  if (Array.isArray(node.examples) && node.examples.length > 0) return node.examples[0];
  const type = firstType(node);
  if (type === 'string') return 'a'.repeat(Math.max(1, (node.minLength as number | undefined) ?? 1));
  if (type === 'number' || type === 'integer') {
    if (typeof node.minimum === 'number') return Math.max(node.minimum, Math.min(1, (node.maximum as number) ?? 1));
    if (typeof node.exclusiveMinimum === 'number') return node.exclusiveMinimum + 1;
    return 0;
  }
  if (type === 'boolean') return false;
  if (type === 'null') return null;
  return undefined;
}

/**
 * A valid value for a schema: required properties only, plus whatever lies on the way to `path` (so that a field deep
 * in an optional object or an array can be set). Enumerations take their first value, patterns their example.
 */
export function sampleOf(node: Node, path: Step[] = []): unknown {
  if (node[KIND] === 'json') return firstType(node) === 'object' ? {} : 'text';
  const branches = branchesOf(node);
  if (branches.length > 0) {
    const branch = branches.find((b) => leadsTo(b, path) && firstType(b) !== 'null') ?? branches[0];
    return sampleOf(branch, path);
  }
  const type = firstType(node);
  const [step, ...rest] = path;
  if (type === 'object' || node.properties || node.patternProperties) {
    const value: Record<string, unknown> = {};
    for (const name of node.required ?? []) {
      const child = node.properties?.[name];
      if (child) value[name] = sampleOf(child, step === name ? rest : []);
    }
    if (step === '{}') {
      const values = [...Object.values(node.patternProperties ?? {})];
      if (node.additionalProperties && typeof node.additionalProperties === 'object')
        values.push(node.additionalProperties);
      value[RECORD_KEY] = sampleOf(values[0], rest);
    } else if (step !== undefined && node.properties?.[step]) {
      value[step] = sampleOf(node.properties[step], rest);
    }
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      if (Object.keys(value).length >= ((node.minProperties as number | undefined) ?? 0)) break;
      if (!(name in value)) value[name] = sampleOf(child);
    }
    return value;
  }
  if (type === 'array') {
    const count = Math.max(step === '[]' ? 1 : 0, (node.minItems as number | undefined) ?? 0);
    return Array.from({ length: count }, (_, i) => sampleOf(node.items ?? {}, i === 0 && step === '[]' ? rest : []));
  }
  return scalarSample(node);
}

/** `root` with the value at `path` replaced (arrays at their first item, records at one key). */
export function withValueAt(root: unknown, path: Step[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [step, ...rest] = path;
  if (step === '[]') {
    const list = [...((root as unknown[]) ?? [])];
    list[0] = withValueAt(list[0], rest, value);
    return list;
  }
  const object = { ...((root as Record<string, unknown>) ?? {}) };
  const key = step === '{}' ? RECORD_KEY : step;
  object[key] = withValueAt(object[key], rest, value);
  return object;
}

/** The name the API gives a field in a 400 (`details.field`): dotted, arrays by index, records by key. */
export const errorFieldOf = (path: Step[]) =>
  path.map((step) => (step === '[]' ? '0' : step === '{}' ? RECORD_KEY : step)).join('.');

/** Values a field must refuse: a NUL in any text, a third decimal in money, dates before 2000 or after 2100. */
export function badValuesOf(field: InputField): unknown[] {
  const node = field.schema;
  const kind = kindOf(field);
  const type = firstType(node);
  const nul =
    (node.maxLength as number | undefined) !== undefined && (node.maxLength as number) < 3 ? '\u0000' : 'a\u0000b';
  if (kind === 'json') return [type === 'object' ? { [RECORD_KEY]: nul } : nul];
  const bad: unknown[] = type === 'string' ? [nul] : [];
  if (kind === 'money' || kind === 'percent') bad.push(1.005);
  if (kind === 'dateTime') bad.push('1900-01-01T00:00:00Z', '9999-12-31T00:00:00Z');
  if (kind === 'dayOrDateTime') bad.push('1900-01-01T09:00', '9999-12-31');
  if (kind === 'date') bad.push('1000-01-01', '9999-12-31');
  if (kind === 'month') bad.push('1900-01', '9999-12');
  return bad;
}
