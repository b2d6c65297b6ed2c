import type { Static } from 'typebox';
import type { Ctx } from '../../../platform/http/context.ts';
import type { StaffCtx } from '../../../platform/http/route.ts';
import * as repo from '../repository.ts';
import type { ThemeBody } from '../schemas.ts';
import { changeSettings } from '../service.ts';

/** Look of the online store: colours, font, logo position and button roundness. */
export async function getTheme(ctx: StaffCtx) {
  return (await repo.findSettings(ctx.db, ctx.companyId)).theme;
}

export async function updateTheme(ctx: Ctx, body: Static<typeof ThemeBody>) {
  const theme = {
    ...body,
    primaryColor: body.primaryColor.toLowerCase(),
    secondaryColor: body.secondaryColor.toLowerCase(),
    backgroundColor: body.backgroundColor.toLowerCase(),
    textColor: body.textColor.toLowerCase(),
  };
  return (await changeSettings(ctx, 'theme', () => ({ theme }))).theme;
}
