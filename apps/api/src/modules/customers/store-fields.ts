import type { CustomFieldDef } from '@hirebase/shared';
import type { Db } from '../../platform/db/pool.ts';
import { findDefaultModel } from './model-repository.ts';
import { findByEmail } from './repository.ts';

/** The fields the shop asks of its customers (its default customer model's); none before it has a model. */
export const storeCustomerFields = async (db: Db, companyId: string): Promise<CustomFieldDef[]> =>
  (await findDefaultModel(db, companyId))?.fields ?? [];

/** The live customer of the company with this email (case ignored), if any. */
export const customerByEmail = (db: Db, companyId: string, email: string) => findByEmail(db, companyId, email);
