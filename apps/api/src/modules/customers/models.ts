import { type CustomFieldDef, checkCustomFieldDefs } from '@hirebase/shared';
import { audit } from '../../platform/audit.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction, tenantOf } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import { withoutNul } from './clean.ts';
import * as repo from './model-repository.ts';
import { customerModelView } from './views.ts';

export interface ModelInput {
  name?: string;
  fields?: CustomFieldDef[];
  isDefault?: boolean;
}

function checkFields(fields: CustomFieldDef[]): CustomFieldDef[] {
  const [first, ...others] = checkCustomFieldDefs(fields);
  if (first) throw badRequest(first.field, first.message, { errors: [first, ...others] });
  return fields.map((f) => ({
    key: f.key,
    label: f.label.trim(),
    type: f.type,
    ...(f.type === 'select' ? { options: [...new Set(f.options)] } : {}),
    required: f.required,
  }));
}

/** The models of the company, the default first; a company always has a default model. */
export async function listCustomerModels(ctx: Ctx, companyId = tenantOf(ctx)) {
  await repo.ensureDefaultModel(ctx.db, companyId, ctx.now);
  return (await repo.listModels(ctx.db, companyId)).map(customerModelView);
}

export async function createCustomerModel(ctx: Ctx, dirty: ModelInput & { name: string }, companyId = tenantOf(ctx)) {
  const input = withoutNul(dirty);
  const fields = checkFields(input.fields ?? []);
  return inTransaction(ctx, async (tx) => {
    const id = newId(tx.now.getTime());
    const hasDefault = !!(await repo.findDefaultModel(tx.db, companyId));
    const isDefault = input.isDefault === true || !hasDefault;
    if (isDefault) await repo.clearDefault(tx.db, companyId, id);
    const model = await repo.insertModel(tx.db, { companyId, id, name: input.name.trim(), fields, isDefault });
    await audit(tx, { companyId, action: 'customerModel.create', entity: 'customerModel', entityId: id });
    return customerModelView(model);
  });
}

/**
 * Renames a model, replaces its fields, or makes it the default. Customers keep the values they have; the new
 * fields apply from their next change on.
 */
export async function updateCustomerModel(ctx: Ctx, id: string, dirty: ModelInput, companyId = tenantOf(ctx)) {
  const input = withoutNul(dirty);
  const fields = input.fields ? checkFields(input.fields) : undefined;
  return inTransaction(ctx, async (tx) => {
    const model = await repo.findModel(tx.db, companyId, id);
    if (!model) throw notFound('customerModel', id);
    if (input.isDefault) await repo.clearDefault(tx.db, companyId, id);
    const updated = await repo.updateModel(tx.db, companyId, id, {
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(fields ? { fields } : {}),
      ...(input.isDefault ? { isDefault: true } : {}),
    });
    await audit(tx, { companyId, action: 'customerModel.update', entity: 'customerModel', entityId: id });
    return customerModelView(updated!);
  });
}

/** The model a customer is checked against: the one named, or the company default. 400 when the id is unknown. */
export async function modelFor(ctx: Ctx, companyId: string, modelId: string | null | undefined) {
  if (!modelId) return repo.ensureDefaultModel(ctx.db, companyId, ctx.now);
  const model = await repo.findModel(ctx.db, companyId, modelId);
  if (!model) throw badRequest('customerModelId', `The customer model ${modelId} does not exist`);
  return model;
}
