import { describe, expect, it } from 'vitest';
import { AppError, badRequest, conflict, tooManyRequests } from '../errors.ts';
import { toErrorBody } from './error-handler.ts';

const REQUEST_ID = 'req-1';

describe('toErrorBody', () => {
  it('passes an AppError through with its headers', () => {
    expect(toErrorBody(badRequest('email', 'The email is invalid.'), REQUEST_ID)).toEqual({
      body: {
        statusCode: 400,
        code: 'validationFailed',
        message: 'The email is invalid.',
        details: { field: 'email' },
        requestId: REQUEST_ID,
      },
      headers: undefined,
    });
    expect(toErrorBody(conflict('notAvailable', 'Nothing left', { productId: 'p' }), REQUEST_ID).body).toMatchObject({
      statusCode: 409,
      code: 'notAvailable',
      details: { productId: 'p' },
    });
    expect(toErrorBody(tooManyRequests(30), REQUEST_ID).headers).toEqual({ 'retry-after': '30' });
    expect(toErrorBody(new AppError(418, 'teapot', 'No coffee'), REQUEST_ID).body.statusCode).toBe(418);
  });

  it('turns a schema validation error into a 400 naming the field', () => {
    const error = Object.assign(new Error('body/email must match format "email"'), {
      validation: [{ instancePath: '/email', params: {}, message: 'must match format "email"' }],
      validationContext: 'body',
    });
    const { body } = toErrorBody(error, REQUEST_ID);
    expect(body).toMatchObject({ statusCode: 400, code: 'validationFailed', details: { field: 'email', in: 'body' } });
    expect(body.message).toContain('email');
    expect(body.message).toContain('must match format "email"');
    expect(body.requestId).toBe(REQUEST_ID);
  });

  it('names a missing property, nested paths joined with dots', () => {
    const missing = {
      validation: [
        {
          instancePath: '',
          params: { missingProperty: 'password' },
          message: "must have required property 'password'",
        },
      ],
      validationContext: 'body',
    };
    expect(toErrorBody(missing, REQUEST_ID).body).toMatchObject({ statusCode: 400, details: { field: 'password' } });
    const nested = {
      validation: [{ instancePath: '/address', params: { missingProperty: 'city' }, message: 'is required' }],
      validationContext: 'body',
    };
    expect(toErrorBody(nested, REQUEST_ID).body.details).toMatchObject({ field: 'address.city' });
    const extra = {
      validation: [{ instancePath: '', params: { additionalProperty: 'colour.equals' }, message: 'is not allowed' }],
      validationContext: 'querystring',
    };
    expect(toErrorBody(extra, REQUEST_ID).body.details).toEqual({ field: 'colour.equals', in: 'querystring' });
  });

  it('maps a unique violation to 409 without leaking the database message', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      constraint: 'users_email_key',
      detail: 'Key (email)=(a@b.c) already exists.',
    });
    const { body } = toErrorBody(error, REQUEST_ID);
    expect(body).toMatchObject({ statusCode: 409, code: 'alreadyExists', details: { constraint: 'users_email_key' } });
    expect(body.message).not.toContain('a@b.c');
  });

  it('answers 500 with a generic message for anything else', () => {
    const secret = 'connect ECONNREFUSED 10.0.0.5:5432 password=hunter2';
    for (const error of [new Error(secret), new TypeError(secret), secret, undefined, null, { message: secret }]) {
      const { body, headers } = toErrorBody(error, REQUEST_ID);
      expect(body).toEqual({
        statusCode: 500,
        code: 'internalError',
        message: 'Something went wrong on our side',
        requestId: REQUEST_ID,
      });
      expect(JSON.stringify(body)).not.toContain('hunter2');
      expect(headers).toBeUndefined();
    }
  });

  it('keeps the status of a Fastify client error', () => {
    const error = Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    expect(toErrorBody(error, REQUEST_ID).body).toMatchObject({ statusCode: 413, code: 'payloadTooLarge' });
  });
});
