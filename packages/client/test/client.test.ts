import { describe, expect, it, vi } from 'vitest';
import { ApiError, checkRequired, createHirebaseClient, type OperationId, RequiredError } from '../src/index.ts';
import type { OperationMeta } from '../src/operations.ts';

/** Hand-written operations in the generated table's shape: the real document does not have these yet. */
const fixture: Record<string, OperationMeta> = vi.hoisted(() => ({
  switchCompany: {
    method: 'POST',
    path: '/v2/login/switchCompany/{companyId}',
    pathParams: ['companyId'],
    requiredQuery: [],
    bodyRequired: false,
    multipart: false,
  },
  listOrders: {
    method: 'GET',
    path: '/v2/order',
    pathParams: [],
    requiredQuery: ['page'],
    bodyRequired: false,
    multipart: false,
  },
  createCustomer: {
    method: 'POST',
    path: '/v2/customer',
    pathParams: [],
    requiredQuery: [],
    bodyRequired: true,
    multipart: false,
  },
}));

// `call` reads the generated table: add the fixture rows beside the real ones (healthPing stays the real row).
vi.mock('../src/operations.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/operations.ts')>();
  return { operationTable: { ...real.operationTable, ...fixture } };
});

/** Requests need an absolute URL in Node (a browser resolves `baseUrl: ''` against the page). */
const BASE = 'http://api.test';

function fakeFetch(status: number, body: unknown, contentType = 'application/json') {
  return vi.fn(async (_request: Request) =>
    Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': contentType },
      }),
    ),
  );
}

describe('checkRequired', () => {
  it('names a missing path parameter with the exact message', () => {
    for (const companyId of [undefined, null]) {
      const thrown = (() => {
        try {
          checkRequired('switchCompany', fixture, { params: { path: { companyId } } });
        } catch (error) {
          return error;
        }
      })();
      expect(thrown).toBeInstanceOf(RequiredError);
      expect(thrown).toMatchObject({
        name: 'RequiredError',
        field: 'companyId',
        message: 'Required parameter companyId was null or undefined when calling switchCompany.',
      });
    }
  });

  it('names a missing required query argument, and accepts falsy values that are present', () => {
    expect(() => checkRequired('listOrders', fixture, {})).toThrow(
      'Required parameter page was null or undefined when calling listOrders.',
    );
    expect(() => checkRequired('listOrders', fixture, { params: { query: { page: 0 } } })).not.toThrow();
    expect(() => checkRequired('switchCompany', fixture, { params: { path: { companyId: '' } } })).not.toThrow();
  });

  it('answers field "body" when a required body is missing', () => {
    expect(() => checkRequired('createCustomer', fixture, { body: null })).toThrow(
      expect.objectContaining({
        field: 'body',
        message: 'Required parameter body was null or undefined when calling createCustomer.',
      }),
    );
    expect(() => checkRequired('createCustomer', fixture, { body: {} })).not.toThrow();
  });

  it('refuses an unknown operation', () => {
    expect(() => checkRequired('nope', fixture)).toThrow('Unknown operation nope');
  });
});

describe('call', () => {
  it('throws RequiredError for a missing path parameter without calling fetch', async () => {
    const fetch = fakeFetch(200, {});
    const { call } = createHirebaseClient({ baseUrl: BASE, fetch });
    await expect(call('switchCompany' as OperationId, { params: { path: {} } } as never)).rejects.toMatchObject({
      name: 'RequiredError',
      field: 'companyId',
      message: 'Required parameter companyId was null or undefined when calling switchCompany.',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('throws RequiredError("body") for a missing required body without calling fetch', async () => {
    const fetch = fakeFetch(201, {});
    const { call } = createHirebaseClient({ baseUrl: BASE, fetch });
    await expect(call('createCustomer' as OperationId)).rejects.toMatchObject({ field: 'body' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the call of the real table to its URL and method with the token, and returns the JSON', async () => {
    const answer = { status: 'ok', database: 'up', time: '2026-01-01T00:00:00.000Z' };
    const fetch = fakeFetch(200, answer);
    const { call } = createHirebaseClient({ baseUrl: 'http://api.test/', fetch, token: () => 'tok-1' });
    const result = await call('healthPing');
    expect(result).toEqual(answer);
    expect(fetch).toHaveBeenCalledTimes(1);
    const request = fetch.mock.calls[0][0];
    expect(request.method).toBe('GET');
    expect(request.url).toBe('http://api.test/v2/health/ping');
    expect(request.headers.get('x-access-token')).toBe('tok-1');
    expect(request.credentials).toBe('include');
  });

  it('fills path parameters and sends no token header when there is no session', async () => {
    const fetch = fakeFetch(200, { ok: true });
    const { call } = createHirebaseClient({ baseUrl: 'http://api.test', fetch, token: () => undefined });
    await call('switchCompany' as OperationId, { params: { path: { companyId: 'a b' } } } as never);
    const request = fetch.mock.calls[0][0];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://api.test/v2/login/switchCompany/a%20b');
    expect(request.headers.has('x-access-token')).toBe(false);
  });

  it('turns a 400 answer into ApiError with code, field and request id', async () => {
    const fetch = fakeFetch(400, {
      statusCode: 400,
      code: 'validationFailed',
      message: 'body field "email" must match format "email"',
      details: { field: 'email', in: 'body' },
      requestId: 'req-1',
    });
    const { call } = createHirebaseClient({ baseUrl: BASE, fetch });
    const error = await call('healthPing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validationFailed',
      message: 'body field "email" must match format "email"',
      details: { field: 'email' },
      requestId: 'req-1',
    });
  });

  it('gives an ApiError for a non-JSON error answer, and a Blob for a non-JSON success', async () => {
    const failing = createHirebaseClient({
      baseUrl: BASE,
      fetch: fakeFetch(502, '<html>Bad gateway</html>', 'text/html'),
    });
    await expect(failing.call('healthPing')).rejects.toMatchObject({ status: 502, code: 'httpError' });

    const pdf = createHirebaseClient({ baseUrl: BASE, fetch: fakeFetch(200, '%PDF-1.7', 'application/pdf') });
    const result: unknown = await pdf.call('healthPing');
    expect(result).toBeInstanceOf(Blob);
    expect(await (result as Blob).text()).toBe('%PDF-1.7');
  });
});
