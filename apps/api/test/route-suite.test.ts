import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type Access, audienceOf } from '../src/platform/http/access.ts';
import { SESSION_COOKIE } from '../src/platform/http/guard.ts';
import type { RegisteredRoute } from '../src/platform/http/register.ts';
import { createTestApp } from './app.ts';
import { login, makeAdmin, makeMarketplaceCustomer, makeShop, makeUser, PASSWORD } from './factories.ts';
import { badValuesOf, errorFieldOf, type InputField, inputFields, sampleOf, withValueAt } from './input-fields.ts';

/**
 * Every registered route, enumerated from the route table (ARCHITECTURE §9):
 * without a session → 401 unless public; a session of the wrong kind → 401/403;
 * malformed params and bodies → 400 naming what is wrong; never a 5xx.
 */
describe('route suite', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const { token: adminToken } = await makeAdmin(app, db);
  const reconditioner = await makeUser(db, { role: 'reconditioner' });
  const reconditionerToken = await login(app, reconditioner.email, PASSWORD, '/v2/login/reconditioner');
  const customer = await makeMarketplaceCustomer(app);
  const customerToken = await login(app, customer.email, PASSWORD, '/v2/login/rental-place');
  const b2b = await app.inject({
    method: 'POST',
    url: '/v2/admin/rental-place-b2b/create',
    headers: { 'x-access-token': adminToken },
    payload: {
      name: 'Group',
      slug: `group-${Date.now()}`,
      email: `b2b-${randomUUID()}@example.test`,
      password: PASSWORD,
      companyIds: [shop.company.id],
    },
  });
  const b2bToken = await login(app, b2b.json().email, PASSWORD, '/v2/login/rental-place');

  const tokenFor = (access: Access): string | undefined => {
    switch (access.kind) {
      case 'public':
        return undefined;
      case 'admin':
        return adminToken;
      case 'reconditioner':
        return reconditionerToken;
      case 'rentalPlaceUser':
        return customerToken;
      case 'b2b':
        return b2bToken;
      case 'session':
        return access.audience === 'user' ? shop.token : customerToken;
      default:
        return shop.token;
    }
  };
  /** A token of another audience than the route's, that must be refused. */
  const wrongTokenFor = (access: Access) =>
    access.kind === 'rentalPlaceUser' ||
    access.kind === 'b2b' ||
    (access.kind === 'session' && access.audience === 'rentalPlace')
      ? shop.token
      : access.kind === 'admin'
        ? shop.token
        : customerToken;

  type Props = Record<
    string,
    { pattern?: string; format?: string; anyOf?: { const?: string }[]; const?: string; enum?: string[] }
  >;
  const paramProps = (r: RegisteredRoute) =>
    ((r.schema.params as { properties?: Props } | undefined)?.properties ?? {}) as Props;
  const validValue = (p: Props[string]) =>
    p.pattern || p.format === 'uuid'
      ? randomUUID()
      : p.format === 'email'
        ? 'someone@example.test'
        : (p.enum?.[0] ?? p.anyOf?.[0]?.const ?? 'value');
  const fill = (r: RegisteredRoute, value: (name: string, p: Props[string]) => string) =>
    r.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(value(name, paramProps(r)[name])));
  const checkable = (p: Props[string]) => !!(p.pattern || p.format || p.anyOf || p.enum);

  const routes = app.routesTable;
  const call = (r: RegisteredRoute, url: string, token?: string, payload?: unknown) =>
    app.inject({
      method: r.method as 'GET',
      url,
      headers: {
        ...(token ? { 'x-access-token': token } : {}),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });

  it('has every route declared once with an operation id', () => {
    expect(routes.length).toBeGreaterThan(50);
    const ids = routes.map((r) => r.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  const guarded = routes.filter((r) => r.access.kind !== 'public' && !r.hidden);
  it.each(guarded.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s answers 401 without a session',
    async (_, r) => {
      const res = await call(
        r,
        fill(r, (_n, p) => validValue(p)),
      );
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'authenticationRequired' });
    },
  );

  it.each(guarded.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s refuses a session of another kind',
    async (_, r) => {
      const res = await call(
        r,
        fill(r, (_n, p) => validValue(p)),
        wrongTokenFor(r.access),
      );
      expect([401, 403]).toContain(res.statusCode);
    },
  );

  it.each(routes.filter((r) => r.hidden).map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s answers 404 to whoever may not call it, as if it did not exist',
    async (_, r) => {
      for (const token of [undefined, wrongTokenFor(r.access)]) {
        const res = await call(
          r,
          fill(r, (_n, p) => validValue(p)),
          token,
        );
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('routeNotFound');
      }
    },
  );

  const changes = routes.filter((r) => r.changesState && r.access.kind !== 'public');
  it.each(changes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s refuses a change from another site carried only by the session cookie',
    async (_, r) => {
      const res = await app.inject({
        method: r.method as 'GET',
        url: fill(r, (_n, p) => validValue(p)),
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        cookies: { [SESSION_COOKIE[audienceOf(r.access)]]: tokenFor(r.access)! },
      });
      expect(res.statusCode, res.body).toBe(r.hidden ? 404 : 403);
      if (!r.hidden) expect(res.json().code).toBe('crossSiteRequest');
    },
  );

  const withCheckedParams = routes.filter((r) => Object.values(paramProps(r)).some(checkable));
  it.each(withCheckedParams.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s answers 400 to malformed path parameters',
    async (_, r) => {
      const res = await call(
        r,
        fill(r, (_n, p) => (checkable(p) ? 'not*valid' : 'value')),
        tokenFor(r.access),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validationFailed', details: { in: 'params' } });
    },
  );

  const withBody = routes.filter((r) => r.schema.body && !r.multipart);
  it.each(withBody.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s answers 400 to a malformed body',
    async (_, r) => {
      const url = fill(r, (_n, p) => validValue(p));
      for (const payload of [[1, 2], 'text', { unexpected: { deeply: ['nested'] } }]) {
        const res = await call(r, url, tokenFor(r.access), payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().code).toBe('validationFailed');
      }
    },
  );

  it.each(routes.filter((r) => r.multipart).map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s answers 400 to a JSON body instead of a form',
    async (_, r) => {
      const res = await call(
        r,
        fill(r, (_n, p) => validValue(p)),
        tokenFor(r.access),
        { file: 'x' },
      );
      expect(res.statusCode).toBe(400);
    },
  );

  // Before the odd-input calls below, which may end the sessions (logout) these calls need.
  /** The URL and body of a call with every part sampled valid, except `value` at `field`. */
  function requestWith(r: RegisteredRoute, field: InputField, value: unknown) {
    const part = (name: 'params' | 'querystring' | 'body') => {
      const schema = r.schema[name] as Parameters<typeof sampleOf>[0] | undefined;
      if (!schema) return undefined;
      const onPath = field.part === name ? field.path : [];
      const sample = sampleOf(schema, onPath);
      return field.part === name ? withValueAt(sample, field.path, value) : sample;
    };
    const params = (part('params') ?? {}) as Record<string, unknown>;
    const url = r.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
    const query = new URLSearchParams();
    for (const [key, v] of Object.entries((part('querystring') ?? {}) as Record<string, unknown>)) {
      for (const item of Array.isArray(v) ? v : [v]) query.append(key, String(item));
    }
    const search = query.toString();
    return { url: search ? `${url}?${search}` : url, body: r.multipart ? undefined : part('body') };
  }

  const fieldsOf = (r: RegisteredRoute) =>
    inputFields(r).filter((f) => !(f.part === 'body' && r.multipart) && badValuesOf(f).length > 0);
  it.each(routes.filter((r) => fieldsOf(r).length > 0).map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s refuses NUL in text, a third decimal in money and dates outside 2000–2100, naming the field',
    async (_, r) => {
      const token = tokenFor(r.access);
      for (const field of fieldsOf(r)) {
        for (const bad of badValuesOf(field)) {
          const { url, body } = requestWith(r, field, bad);
          const res = await call(r, url, token, body);
          const about = `${field.part} ${errorFieldOf(field.path)} = ${JSON.stringify(bad)}: ${res.body}`;
          expect(res.statusCode, about).toBe(400);
          expect(res.json(), about).toMatchObject({
            code: 'validationFailed',
            details: { field: errorFieldOf(field.path), in: field.part },
          });
        }
      }
    },
  );

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s never answers 5xx to odd input',
    async (_, r) => {
      const token = tokenFor(r.access);
      const urls = [
        fill(r, () => 'x'),
        fill(r, () => '%00%27;drop table users;--'),
        `${fill(r, (_n, p) => validValue(p))}?limit=-5&page=0&sort=__x`,
      ];
      for (const url of urls) {
        const res = await call(
          r,
          url,
          token,
          r.method === 'GET' || r.method === 'DELETE' ? undefined : { a: '\u0000', email: 'x'.repeat(5000) },
        );
        expect(res.statusCode, `${r.method} ${url}: ${res.body}`).toBeLessThan(500);
        expect(res.json().statusCode ?? res.statusCode).toBe(res.statusCode);
      }
    },
  );
});
