import { describe, expect, it } from 'vitest';
import { allRoutes } from '../src/modules/index.ts';
import { strictBody } from '../src/platform/http/strict-body.ts';
import { createValidatorCompiler } from '../src/platform/http/validation.ts';
import { badValuesOf, inputFields, pathText, sampleOf, untypedReason } from './input-fields.ts';

describe('request fields use the shared input types', () => {
  it('no path, query or body field of any route is a bare string or number', () => {
    const offenders = allRoutes.flatMap((route) =>
      inputFields(route)
        .map((field) => ({ field, reason: untypedReason(field) }))
        .filter((f) => f.reason)
        .map(({ field, reason }) => `${route.method} ${route.url} ${field.part} ${pathText(field.path)}: ${reason}`),
    );
    expect(offenders).toEqual([]);
  });

  it('every text field has a value to refuse', () => {
    const untested = allRoutes.flatMap((route) =>
      inputFields(route)
        .filter((f) => f.schema.type === 'string' && badValuesOf(f).length === 0)
        .map((f) => `${route.method} ${route.url} ${pathText(f.path)}`),
    );
    expect(untested).toEqual([]);
  });

  // The route suite sends these samples with one field made bad: they must be valid, or it would test nothing.
  it('the sample of every request part is valid', () => {
    const compile = createValidatorCompiler(() => false);
    const invalid = allRoutes.flatMap((route) =>
      (['params', 'querystring', 'body'] as const).flatMap((part) => {
        const schema = route.schema[part];
        if (!schema || (part === 'body' && route.multipart)) return [];
        const validate = compile({
          schema: part === 'body' ? strictBody(schema) : schema,
          method: route.method,
          url: route.url,
          httpPart: part,
        });
        const sample = sampleOf(schema as Parameters<typeof sampleOf>[0]);
        return validate(sample) ? [] : [`${route.method} ${route.url} ${part}: ${JSON.stringify(validate.errors)}`];
      }),
    );
    expect(invalid).toEqual([]);
  });
});
