import { Ajv } from 'ajv';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/pool.ts';

interface ErrorResponse {
  description: string;
  headers?: Record<string, unknown>;
  content: {
    'application/json': { schema: { allOf: [{ $ref: string }, { properties: { code: { enum: string[] } } }] } };
  };
}
interface Document {
  paths: Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>>;
  components: { schemas: { ApiError: object }; responses: Record<string, ErrorResponse> };
}

/** The API document as served, built over a pool that never connects: errors before any query need no database. */
describe('error answers in the API document', async () => {
  const handle = openDatabase('postgres://unused@127.0.0.1:1/none', 1);
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: '0' }), db: handle.db });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });
  const document = (await app.inject({ url: '/v2/openapi.json' })).json() as Document;
  /** `#/components/responses/X` → the shared response X. */
  const resolve = (ref = ''): ErrorResponse => {
    const name = ref.replace('#/components/responses/', '');
    expect(document.components.responses, ref).toHaveProperty([name]);
    return document.components.responses[name] as ErrorResponse;
  };
  const responsesOf = (path: string, method: string) => document.paths[path]?.[method]?.responses ?? {};
  /** status → documented codes of one operation (statuses it answers with a schema of its own left out). */
  const documented = (path: string, method: string) =>
    Object.fromEntries(
      Object.entries(responsesOf(path, method))
        .filter(([status, response]) => Number(status) >= 400 && response.$ref)
        .map(([status, response]) => {
          const schema = resolve(response.$ref).content['application/json'].schema;
          expect(schema.allOf[0]).toEqual({ $ref: '#/components/schemas/ApiError' });
          return [Number(status), schema.allOf[1].properties.code.enum];
        }),
    );

  it('documents, for every operation, each error status with exactly the codes its route declares', () => {
    expect(app.routesTable.length).toBeGreaterThan(250);
    for (const route of app.routesTable) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const method = route.method.toLowerCase();
      const own = Object.keys(route.schema.response ?? {}).map(Number);
      const expected = Object.fromEntries(Object.entries(route.errors).filter(([s]) => !own.includes(Number(s))));
      expect(documented(path, method), `${route.method} ${route.url}`).toEqual(
        Object.fromEntries(Object.entries(expected).map(([s, codes]) => [Number(s), codes])),
      );
    }
  });

  it('names what each code means where the status is described', () => {
    const conflicts = resolve(responsesOf('/v2/order/createOrder', 'post')['409']?.$ref);
    expect(conflicts.description).toContain('`notAvailable`: Not enough free stock over the period');
    expect(documented('/v2/order/createOrder', 'post')[409]).toEqual(
      expect.arrayContaining(['notAvailable', 'unitTaken', 'conflict']),
    );
    expect(resolve(responsesOf('/v2/login/user/login/dashboard', 'post')['429']?.$ref).headers).toHaveProperty(
      'retry-after',
    );
  });

  it('describes the error body the API sends', async () => {
    const validate = new Ajv({ strict: false }).compile(document.components.schemas.ApiError);
    const res = await app.inject({ url: '/v2/order/01a21667-f374-700f-88ec-9004f408eca2' });
    expect(res.statusCode).toBe(401);
    expect(validate(res.json()), JSON.stringify(validate.errors)).toBe(true);
    expect(documented('/v2/order/{id}', 'get')[401]).toContain(res.json().code);
  });
});
