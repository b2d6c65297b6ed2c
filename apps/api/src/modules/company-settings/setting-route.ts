import type { Static, TSchema } from 'typebox';
import type { ErrorCode } from '../../platform/error-codes.ts';
import { employee } from '../../platform/http/access.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { type HttpMethod, route } from '../../platform/http/route.ts';
import { SettingsView } from './view-schemas.ts';

/** A settings call: validates its body, needs write access to settings, answers the whole updated settings. */
export function setting<B extends TSchema>(
  method: HttpMethod,
  url: string,
  operationId: string,
  summary: string,
  body: B,
  apply: (ctx: Ctx, body: Static<B>) => Promise<unknown>,
  errors: readonly ErrorCode[] = [],
) {
  return route({
    method,
    url,
    operationId,
    summary,
    access: employee('settings', 'write'),
    errors,
    schema: { body, response: { 200: SettingsView } },
    handler: (ctx, input) => apply(ctx, input.body as Static<B>),
  });
}
