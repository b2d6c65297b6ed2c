import { Ajv } from 'ajv';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { DateOnly, DateTime, DayOrDateTime, JsonObject, Line, Money, MultiLine, Percent } from '../schemas.ts';
import { addInputKinds, hasCents, kindProblem } from './kinds.ts';

const ajv = new Ajv({ strict: false });
addInputKinds(ajv);
const check = (schema: object, value: unknown) => {
  const validate = ajv.compile(Type.Object({ field: schema as never }));
  return validate({ field: value }) ? undefined : validate.errors?.[0];
};

describe('input kinds', () => {
  it('refuses control characters in one-line text, keeps new lines and tabs in multi-line text', () => {
    expect(check(Line(20), 'plain text')).toBeUndefined();
    for (const bad of ['a\u0000b', 'a\nb', 'a\tb', 'a\u001bb', 'a\u007fb']) {
      expect(check(Line(20), bad)).toMatchObject({ instancePath: '/field', keyword: 'x-kind' });
    }
    expect(check(MultiLine(20), 'one\r\ntwo\tthree')).toBeUndefined();
    expect(check(MultiLine(20), 'a\u0000b')?.message).toBe(
      'must be text without control characters (new lines and tabs are allowed)',
    );
  });

  it('takes money and percents with at most 2 decimals, whatever binary floating point does', () => {
    for (const good of [0, 0.07, 0.1 + 0.2 - 0.3 + 0.3, 12.5, 19.99, 1234567.89]) {
      expect(check(Money(), good), String(good)).toBeUndefined();
    }
    expect(check(Money(), 1.005)?.message).toBe('must be an amount with at most 2 decimals');
    expect(check(Percent(), 5.555)?.message).toBe('must have at most 2 decimals');
    expect(check(Money(), -1)?.keyword).toBe('minimum');
    expect(hasCents(0.29)).toBe(true);
    expect(hasCents(0.291)).toBe(false);
  });

  it('takes dates in 2000–2100 only, real days only', () => {
    expect(check(DateTime, '2030-07-01T09:00:00+02:00')).toBeUndefined();
    expect(check(DateTime, '2030-07-01T09:00Z')).toBeUndefined();
    expect(check(DateTime, '2030-07-01T09:00')?.message).toMatch(/with an offset/);
    expect(check(DateTime, '1900-01-01T00:00:00Z')?.message).toBe('must be between 2000-01-01 and 2100-12-31');
    expect(check(DateTime, '9999-12-31T00:00:00Z')?.message).toBe('must be between 2000-01-01 and 2100-12-31');
    expect(check(DateOnly(), '2030-02-29')?.message).toMatch(/does not exist/);
    expect(check(DateOnly(), '2032-02-29')).toBeUndefined();
    expect(check(DateOnly({ earliest: '1900-01-01' }), '1950-06-15')).toBeUndefined();
    expect(check(DateOnly({ earliest: '1900-01-01' }), '1899-12-31')?.message).toBe(
      'must be between 1900-01-01 and 2100-12-31',
    );
    for (const good of ['2030-07-01', '2030-07-01T09:00', '2030-07-01T09:00:30.5', '2030-07-01T09:00:00-05:00']) {
      expect(check(DayOrDateTime('start'), good), good).toBeUndefined();
    }
    for (const bad of ['2030-07-01T24:00', '2030-7-1', 'tomorrow', '1999-12-31', '2101-01-01T00:00']) {
      expect(check(DayOrDateTime('end'), bad), bad).toBeDefined();
    }
  });

  it('checks every text and key of a free-form value', () => {
    expect(check(JsonObject(), { size: 'M', notes: 'two\nlines', list: [1, 'x', { deep: true }] })).toBeUndefined();
    expect(check(JsonObject(), { size: ['ok', { deep: 'a\u0000' }] })?.keyword).toBe('x-kind');
    expect(check(JsonObject(), { 'k\u0000': 1 })?.keyword).toBe('x-kind');
    expect(kindProblem('json', JSON.parse('['.repeat(30) + ']'.repeat(30)))).toMatch(/nest deeper/);
  });
});

describe('input kinds in a URL', () => {
  it('reads an offset whose "+" was decoded as a space', () => {
    const url = new Ajv({ strict: false, coerceTypes: 'array' });
    addInputKinds(url, { fromUrl: true });
    const validate = url.compile(Type.Object({ at: DayOrDateTime('start') }));
    expect(validate({ at: '2030-07-01T09:00:00 02:00' })).toBe(true);
    expect(validate({ at: '1930-07-01T09:00:00 02:00' })).toBe(false);
  });
});
