import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyInstance } from 'fastify';

// biome-ignore lint/suspicious/noExplicitAny: a compiled validator or serializer, whatever its arguments
type Compiled = ((...args: any[]) => any) & { errors?: unknown; schemaEnv?: unknown };

/**
 * Wraps a schema compiler so that each schema compiles when its route first uses it. Compiling every route's
 * validators and serializers at start costs seconds, and a test file calls a handful of routes. The wrapper answers
 * what Fastify reads of a compiled Ajv validator (`errors`, `schemaEnv`) from the real one.
 */
function onFirstUse<Route>(compile: (route: Route) => Compiled) {
  return (route: Route) => {
    let compiled: Compiled | undefined;
    const real = () => {
      compiled ??= compile(route);
      return compiled;
    };
    // biome-ignore lint/suspicious/noExplicitAny: forwarded as is
    const lazy = ((...args: any[]) => real()(...args)) as Compiled;
    Object.defineProperty(lazy, 'errors', { get: () => real().errors });
    Object.defineProperty(lazy, 'schemaEnv', { get: () => real().schemaEnv });
    return lazy;
  };
}

/**
 * Tests: routes compile their schemas on first use. The server (`npm start`), the API document script and the
 * tests that build the app themselves keep compiling every schema at start, so a schema that does not compile still
 * fails there.
 */
export function compileSchemasOnFirstUse(app: FastifyInstance) {
  app.setValidatorCompiler(onFirstUse(app.validatorCompiler as never) as never);
  app.setSerializerCompiler(onFirstUse(SerializerSelector()() as never) as never);
}
