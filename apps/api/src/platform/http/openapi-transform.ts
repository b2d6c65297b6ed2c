import type { FastifySchema, RouteOptions } from 'fastify';

type Schema = FastifySchema & { body?: { properties?: Record<string, unknown>; required?: string[] } };

/**
 * Completes the API document where route schemas cannot say it without changing validation:
 * multipart bodies (file fields are read by the handler, not validated) and raw (non-JSON) answers.
 */
export function documentRoute({ schema, url, route }: { schema: Schema; url: string; route: RouteOptions }) {
  const config = (route.config ?? {}) as { files?: string[]; raw?: { contentType: string } };
  if (!config.files && !config.raw) return { schema, url };
  const documented: Record<string, unknown> = { ...schema };
  if (config.files) {
    const fields = schema.body ?? {};
    documented.body = {
      type: 'object',
      properties: {
        ...fields.properties,
        ...Object.fromEntries(config.files.map((f) => [f, { type: 'string', format: 'binary' }])),
      },
      required: [...(fields.required ?? []), ...config.files],
    };
    documented.consumes = ['multipart/form-data'];
  }
  if (config.raw) {
    documented.response = {
      200: {
        description: 'The file',
        content: { [config.raw.contentType]: { schema: { type: 'string', format: 'binary' } } },
      },
    };
  }
  return { schema: documented, url };
}
