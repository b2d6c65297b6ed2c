import type { TSchema } from 'typebox';

type Node = Record<string, unknown>;

/**
 * Request bodies reject properties they do not declare (400 naming the property) instead of silently dropping them:
 * a copy of the schema where every plain object schema without an `additionalProperties` rule gets `false`.
 */
export function strictBody<T extends TSchema | undefined>(schema: T): T {
  if (!schema) return schema;
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== 'object') return node;
    const copy: Node = {};
    for (const [key, value] of Object.entries(node as Node)) copy[key] = visit(value);
    const isPlainObject = copy.type === 'object' && copy.properties && !('patternProperties' in copy);
    if (isPlainObject && !('additionalProperties' in copy)) copy.additionalProperties = false;
    return copy;
  };
  return visit(schema) as T;
}
