import type { FastifyInstance } from 'fastify';

/**
 * A JSON request whose body is empty (or only white space) is read as a request without a body, as clients and
 * proxies send `content-type: application/json` on calls that carry nothing. Validation then decides: a call
 * whose body is required answers 400 naming `body`, one whose fields are all optional reads it as `{}`.
 */
export function readEmptyJsonAsNoBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // kept for the calls that check a signature over the exact bytes (provider webhooks)
    rawBodies.set(request, body as string);
    if ((body as string).trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}

const rawBodies = new WeakMap<object, string>();

/** The JSON body as received, byte for byte. */
export const rawBodyOf = (request: object): string | undefined => rawBodies.get(request);
