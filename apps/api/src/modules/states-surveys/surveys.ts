import { CHOICE_FIELD_TYPES, type SurveyField } from '@hirebase/shared/states-surveys';
import type { Static } from 'typebox';
import { badRequest } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { liveProductIds } from './catalogue-reads.ts';
import { keyItems } from './item-keys.ts';
import { deleteRecord, type RecordKind, saveRecord } from './model-writes.ts';
import * as repo from './repository.ts';
import type { SurveyBody } from './schemas.ts';
import { surveyView } from './views.ts';

const survey: RecordKind = {
  action: 'survey',
  entity: 'productSurvey',
  label: 'product survey',
  find: repo.findSurvey,
  remove: repo.deleteSurvey,
};

export const listSurveys = async (ctx: StaffCtx, productId?: string) =>
  (await repo.surveysOf(ctx.db, ctx.companyId, productId)).map(surveyView);

/** Creates a survey, or replaces the one named by `id`; its products must be the company's. */
export async function saveSurvey(ctx: Ctx, input: Static<typeof SurveyBody>) {
  const fields = keyItems('fields', input.fields, ctx.now, {
    key: 'options',
    when: (f) => CHOICE_FIELD_TYPES.includes(f.type),
  }) as SurveyField[];
  const productIds = [...new Set(input.productIds)];
  return saveRecord(ctx, survey, input.id, async (tx, companyId, id) => {
    const known = await liveProductIds(tx.db, companyId, productIds);
    const unknown = input.productIds.findIndex((p) => !known.has(p));
    if (unknown >= 0)
      throw badRequest(`productIds.${unknown}`, `${input.productIds[unknown]} is not a product of this company`);
    return surveyView(
      await repo.saveSurvey(tx.db, { companyId, id, name: input.name.trim(), fields, productIds }, tx.now),
    );
  });
}

export const deleteSurvey = async (ctx: Ctx, id: string) => deleteRecord(ctx, survey, id);
