import type { CustomFieldDef } from '@hirebase/shared';
import { ensureDefaultModel, insertModel, updateModel } from '../../src/modules/customers/model-repository.ts';
import { insertCustomer, type NewCustomer } from '../../src/modules/customers/repository.ts';
import type { Db } from '../../src/platform/db/pool.ts';
import { newId } from '../../src/platform/ids.ts';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Gives the company's default customer model these fields. */
export async function withDefaultFields(db: Db, companyId: string, fields: CustomFieldDef[]) {
  const model = await ensureDefaultModel(db, companyId, new Date());
  return (await updateModel(db, companyId, model.id, { fields }))!;
}

export async function makeCustomerModel(db: Db, companyId: string, fields: CustomFieldDef[] = [], name = 'Model') {
  await ensureDefaultModel(db, companyId, new Date());
  return insertModel(db, { companyId, id: newId(), name, fields, isDefault: false });
}

/** A customer written straight to the database (an individual with a unique email unless told otherwise). */
export async function makeCustomer(db: Db, companyId: string, values: Partial<NewCustomer> = {}) {
  const model = await ensureDefaultModel(db, companyId, new Date());
  const tag = unique();
  return insertCustomer(db, {
    companyId,
    id: newId(),
    customerModelId: model.id,
    type: 'individual',
    firstName: 'Camille',
    lastName: `Martin-${tag}`,
    email: `customer-${tag}@example.test`,
    ...values,
  });
}
