import { describe, expect, it } from 'vitest';
import { shareSchemas } from './openapi-shared-schemas.ts';

type Json = Record<string, unknown>;

const fields = (prefix: string, n: number) =>
  Object.fromEntries(
    Array.from({ length: n }, (_, i) => [`${prefix}${i}`, { type: 'string', description: `${prefix} ${i}`.repeat(4) }]),
  );
const line = { type: 'object', required: ['line0'], properties: fields('line', 40) };
const order = {
  type: 'object',
  title: 'Order',
  properties: { ...fields('order', 10), lines: { type: 'array', items: line } },
};
const answer = (schema: unknown) => ({
  responses: { 200: { description: 'ok', content: { 'application/json': { schema } } } },
});

function documentOf(): Json {
  return {
    openapi: '3.1.0',
    paths: {
      '/order/{id}': { get: { operationId: 'getOrder', ...answer(order) } },
      '/order': { post: { operationId: 'createOrder', ...answer(order) } },
      '/line/{id}': { get: { operationId: 'getLine', ...answer(line) } },
      '/small': { get: { operationId: 'small', ...answer({ type: 'object', properties: { a: { type: 'string' } } }) } },
    },
    components: { schemas: { ApiError: { type: 'object' } } },
  };
}

/** The document with every schema reference replaced by what it refers to. */
function inlined(document: Json): unknown {
  const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
  const walk = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map(walk);
    const ref = (node as Json).$ref;
    if (typeof ref === 'string') return walk(schemas[ref.replace('#/components/schemas/', '')]);
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
  };
  return walk(document.paths);
}

describe('shared schemas of the API document', () => {
  it('writes a repeated large schema once, named by its title, and says the same as before', () => {
    const shared = shareSchemas(documentOf());
    const schemas = (shared.components as { schemas: Json }).schemas;
    const paths = shared.paths as Record<string, Record<string, ReturnType<typeof answer>>>;
    expect(paths['/order/{id}'].get.responses[200].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Order',
    });
    expect(paths['/order'].post.responses[200].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Order',
    });
    expect(schemas.ApiError).toEqual({ type: 'object' });
    expect(inlined(shared)).toEqual(documentOf().paths);
    expect(JSON.stringify(shared).length).toBeLessThan(JSON.stringify(documentOf()).length);
  });

  it('shares what repeats inside a shared schema, and names a schema without a title after where it is first met', () => {
    const shared = shareSchemas(documentOf());
    const schemas = (shared.components as { schemas: Record<string, Json> }).schemas;
    const lineName = Object.keys(schemas).find((name) => name !== 'Order' && name !== 'ApiError');
    expect(lineName).toBe('GetLineAnswer');
    expect((schemas.Order.properties as { lines: Json }).lines).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/GetLineAnswer' },
    });
  });

  it('leaves small schemas and schemas used once where they are', () => {
    const document = documentOf();
    const paths = document.paths as Json;
    delete paths['/order'];
    delete paths['/line/{id}'];
    const shared = shareSchemas(document);
    expect(Object.keys((shared.components as { schemas: Json }).schemas)).toEqual(['ApiError']);
    expect(shared.paths).toEqual(paths);
  });
});
