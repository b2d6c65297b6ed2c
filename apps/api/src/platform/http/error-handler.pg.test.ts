import { describe, expect, it } from 'vitest';
import { toErrorBody } from './error-handler.ts';

describe('database errors wrapped by the query builder', () => {
  it('maps the wrapped driver error, not a 500', () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: '23505',
      constraint: 'customers_email_key',
    });
    const wrapped = Object.assign(new Error('Failed query: insert into …'), { cause: driverError });
    const { body } = toErrorBody(wrapped, 'req-1');
    expect(body).toMatchObject({
      statusCode: 409,
      code: 'alreadyExists',
      details: { constraint: 'customers_email_key' },
    });
  });
});
