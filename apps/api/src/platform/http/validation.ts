import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import fastUri from 'fast-uri';
import { addInputKinds } from './types/kinds.ts';

const common: Options = {
  useDefaults: true,
  removeAdditional: false,
  allErrors: false,
  uriResolver: fastUri,
  addUsedSchema: false,
  strict: false,
};

/**
 * Two validators: JSON bodies are checked as sent (a string is never turned into a number, a null never into "" or
 * 0), while path parameters, query strings and multipart fields — which arrive as text — are coerced to their types.
 */
export function createValidatorCompiler(isMultipart: (method: string, url: string) => boolean) {
  const exact = new Ajv({ ...common, coerceTypes: false });
  const coercing = new Ajv({ ...common, coerceTypes: 'array' });
  const withFormats = ((addFormats as unknown as { default?: typeof addFormats }).default ??
    addFormats) as typeof addFormats;
  withFormats(exact);
  withFormats(coercing);
  addInputKinds(exact);
  addInputKinds(coercing, { fromUrl: true });
  return ({ schema, method, url, httpPart }: { schema: object; method: string; url: string; httpPart?: string }) =>
    (httpPart === 'body' && !isMultipart(method, url) ? exact : coercing).compile(schema);
}
