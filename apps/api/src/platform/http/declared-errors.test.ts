import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../error-codes.ts';
import { AppError, conflict, notFound } from '../errors.ts';
import { admin, anyUser, employee, publicAccess, rentalPlaceUser } from './access.ts';
import { declaredErrors } from './declared-errors.ts';
import { sendError } from './error-handler.ts';
import { describeUndeclared, reportUndeclaredErrors, type UndeclaredError } from './undeclared-errors.ts';

const SESSION = [
  'accountIssue',
  'authenticationFailed',
  'authenticationRequired',
  'sessionExpired',
  'subscriptionPending',
  'trialExpired',
];

describe('declaredErrors', () => {
  it('gives a public call without input only the statement timeout', () => {
    expect(declaredErrors({ access: publicAccess, schema: {} })).toEqual({ 503: ['statementTimeout'] });
  });

  it('adds what the shape implies: input, body, session, access level, path id; declared codes at their status', () => {
    const declared = declaredErrors({
      access: employee('orders', 'write'),
      schema: { params: Type.Object({ orderId: Type.String() }), body: Type.Object({}) },
      errors: ['notAvailable', 'invalidTransition', 'integrationNotConfigured'],
    });
    expect(declared).toEqual({
      400: ['badRequest', 'validationFailed'],
      401: SESSION,
      403: ['forbidden'],
      404: ['notFound'],
      409: ['invalidTransition', 'notAvailable'],
      413: ['payloadTooLarge'],
      415: ['unsupportedMediaType'],
      503: ['integrationNotConfigured', 'statementTimeout'],
    });
  });

  it('answers 401 but not 403 for a marketplace session, and 400 for a query without a body', () => {
    const declared = declaredErrors({
      access: rentalPlaceUser,
      schema: { querystring: Type.Object({ page: Type.Integer() }) },
    });
    expect(declared).toEqual({ 400: ['validationFailed'], 401: SESSION, 503: ['statementTimeout'] });
  });

  it('adds 403 crossSiteRequest to changes made with a session, 404 routeNotFound to hidden routes, 429 to limits', () => {
    const forbidden = (def: Parameters<typeof declaredErrors>[0]) => declaredErrors(def)[403];
    expect(forbidden({ method: 'POST', access: employee(), schema: {} })).toEqual(['crossSiteRequest', 'forbidden']);
    expect(forbidden({ method: 'GET', changesState: true, access: anyUser, schema: {} })).toEqual([
      'crossSiteRequest',
      'forbidden',
    ]);
    expect(forbidden({ method: 'GET', access: anyUser, schema: {} })).toEqual(['forbidden']);
    expect(forbidden({ method: 'POST', access: publicAccess, schema: {} })).toBeUndefined();
    expect(declaredErrors({ method: 'GET', access: admin, hidden: true, schema: {} })).toEqual({
      404: ['routeNotFound'],
      503: ['statementTimeout'],
    });
    const perClient = { bucket: 'x', max: 1, windowMs: 1000 };
    expect(declaredErrors({ method: 'POST', access: publicAccess, perClient, schema: {} })[429]).toEqual([
      'tooManyRequests',
    ]);
  });

  it('keeps one status per code', () => {
    for (const [code, [status, meaning]] of Object.entries(ERROR_CODES)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(meaning.length, code).toBeGreaterThan(10);
    }
  });
});

describe('reportUndeclaredErrors', () => {
  async function appReporting(reported: UndeclaredError[]) {
    const app = Fastify({ logger: false });
    app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
    reportUndeclaredErrors(app, (e) => reported.push(e));
    const errors = declaredErrors({ access: publicAccess, schema: {}, errors: ['notAvailable'] });
    const config = { errors, operationId: 'x' };
    app.get('/declared', { config }, async () => {
      throw conflict('notAvailable', 'Nothing left');
    });
    app.get('/undeclared/:id', { config }, async () => {
      throw notFound('order', 'o-1');
    });
    app.get('/crash', { config }, async () => {
      throw new Error('boom');
    });
    app.get('/own', { config, schema: { response: { 503: Type.Object({ status: Type.String() }) } } }, (_, reply) =>
      reply.status(503).send({ status: 'degraded' }),
    );
    app.get('/not-a-route-of-the-table', async () => {
      throw new AppError(409, 'whatever', 'Not declared anywhere');
    });
    await app.ready();
    return app;
  }

  it('reports an error answer its route did not declare, with the route pattern, status, code and message', async () => {
    const reported: UndeclaredError[] = [];
    const app = await appReporting(reported);
    expect((await app.inject({ url: '/declared' })).statusCode).toBe(409);
    expect(reported).toEqual([]);
    expect((await app.inject({ url: '/undeclared/o-1' })).statusCode).toBe(404);
    expect(reported).toEqual([
      { method: 'GET', route: '/undeclared/:id', status: 404, code: 'notFound', message: 'order o-1 was not found' },
    ]);
    await app.close();
  });

  it('leaves out a 500, a status the route answers with its own schema, and routes without declarations', async () => {
    const reported: UndeclaredError[] = [];
    const app = await appReporting(reported);
    expect((await app.inject({ url: '/crash' })).statusCode).toBe(500);
    expect((await app.inject({ url: '/own' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/not-a-route-of-the-table' })).statusCode).toBe(409);
    expect(reported).toEqual([]);
    await app.close();
  });

  it('describes what to declare, once per route and code', () => {
    const e = { method: 'GET', route: '/v2/x/:id', status: 409, code: 'notAvailable', message: 'Nothing left' };
    expect(describeUndeclared([{ ...e, test: 'books' }, e])).toBe(
      [
        "1 error answer(s) not declared by their route; add the code to the route's `errors` (and to ERROR_CODES when new):",
        '  GET /v2/x/:id → 409 notAvailable ×2: Nothing left (in "books")',
      ].join('\n'),
    );
  });
});
