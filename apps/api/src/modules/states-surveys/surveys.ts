import { CHOICE_FIELD_TYPES, type SurveyField } from '@hirebase/shared/states-surveys';
import type { Static } from 'typebox';
import { audit } from '../../platform/audit.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction, tenantOf } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import { liveProductIds } from './catalogue-reads.ts';
import { keyItems } from './item-keys.ts';
import * as repo from './repository.ts';
import type { SurveyBody } from './schemas.ts';
import { surveyView } from './views.ts';

export const listSurveys = async (ctx: Ctx, productId?: string) =>
  (await repo.surveysOf(ctx.db, tenantOf(ctx), productId)).map(surveyView);

/** Creates a survey, or replaces the one named by `id`; its products must be the company's. */
export async function saveSurvey(ctx: Ctx, input: Static<typeof SurveyBody>) {
  const companyId = tenantOf(ctx);
  const fields = keyItems('fields', input.fields, ctx.now, {
    key: 'options',
    when: (f) => CHOICE_FIELD_TYPES.includes(f.type),
  }) as SurveyField[];
  const productIds = [...new Set(input.productIds)];
  return inTransaction(ctx, async (tx) => {
    if (input.id && !(await repo.findSurvey(tx.db, companyId, input.id))) throw notFound('product survey', input.id);
    const known = await liveProductIds(tx.db, companyId, productIds);
    const unknown = input.productIds.findIndex((id) => !known.has(id));
    if (unknown >= 0)
      throw badRequest(`productIds.${unknown}`, `${input.productIds[unknown]} is not a product of this company`);
    const id = input.id ?? newId(tx.now.getTime());
    const saved = await repo.saveSurvey(tx.db, { companyId, id, name: input.name.trim(), fields, productIds }, tx.now);
    await audit(tx, { action: input.id ? 'survey.update' : 'survey.create', entity: 'productSurvey', entityId: id });
    return surveyView(saved);
  });
}

export async function deleteSurvey(ctx: Ctx, id: string) {
  const companyId = tenantOf(ctx);
  return inTransaction(ctx, async (tx) => {
    if (!(await repo.deleteSurvey(tx.db, companyId, id))) throw notFound('product survey', id);
    await audit(tx, { action: 'survey.delete', entity: 'productSurvey', entityId: id });
    return { ok: true as const };
  });
}
