import { type CustomerType, checkCustomFields, isCalendarDate } from '@hirebase/shared';
import { audit } from '../../platform/audit.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction, tenantOf } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import { withoutNul } from './clean.ts';
import { modelFor } from './models.ts';
import * as repo from './repository.ts';
import type { CustomerAddress } from './tables.ts';
import { customerView } from './views.ts';

/** What a customer write may set; absent keys stay as they are on an update, null clears. */
export interface CustomerInput {
  type?: CustomerType;
  customerModelId?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  companyName?: string | null;
  vatNumber?: string | null;
  email?: string | null;
  phone?: string | null;
  language?: string | null;
  birthDate?: string | null;
  addresses?: CustomerAddress[];
  customFields?: Record<string, unknown>;
  notes?: string | null;
  marketingConsent?: boolean;
  rentalPlaceUserId?: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TEXT_KEYS = ['firstName', 'lastName', 'companyName', 'vatNumber', 'email', 'phone', 'notes'] as const;

/** Trimmed text, '' as null. */
const clean = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

function checkRules(c: repo.NewCustomer, now: Date) {
  if (c.type === 'entreprise' && !c.companyName) throw badRequest('companyName', 'The company name is required');
  if (c.type === 'individual' && !c.lastName) throw badRequest('lastName', 'The last name is required');
  if (c.email && !EMAIL.test(c.email)) throw badRequest('email', 'The email address is not valid');
  if (c.birthDate && (!isCalendarDate(c.birthDate) || c.birthDate > now.toISOString().slice(0, 10))) {
    throw badRequest('birthDate', 'The birth date must be a past date (YYYY-MM-DD)');
  }
}

async function checkEmailFree(ctx: Ctx, companyId: string, email: string | null | undefined, exceptId?: string) {
  if (!email) return;
  const other = await repo.findByEmail(ctx.db, companyId, email, exceptId);
  if (other) throw emailTaken(other.id);
}

const emailTaken = (customerId?: string) =>
  conflict('alreadyExists', 'Another customer already has this email address', {
    field: 'email',
    ...(customerId ? { customerId } : {}),
  });

/** Two writes racing past the check meet the unique index: answered like the check would have. */
async function guardEmailIndex<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { constraint?: string }).constraint === repo.CUSTOMER_EMAIL_KEY) throw emailTaken();
    throw error;
  }
}

/**
 * The values a write stores: input merged over what exists, cleaned, checked against the type's rules and the
 * customer model (custom field errors are named `customFields.<key>`; all of them are in details.errors).
 */
async function prepare(ctx: Ctx, companyId: string, dirty: CustomerInput, existing?: repo.CustomerRow) {
  const input = withoutNul(dirty);
  const text = Object.fromEntries(TEXT_KEYS.filter((k) => k in input).map((k) => [k, clean(input[k])]));
  const merged: repo.NewCustomer = {
    ...(existing ?? { companyId, id: '', type: 'individual' }),
    ...Object.fromEntries(Object.entries(input).filter(([k, v]) => v !== undefined && k !== 'customFields')),
    ...text,
  };
  checkRules(merged, ctx.now);
  const model = await modelFor(ctx, companyId, merged.customerModelId);
  const kept = Object.fromEntries(
    Object.entries(existing?.customFields ?? {}).filter(([key]) => model.fields.some((f) => f.key === key)),
  );
  const { values, errors } = checkCustomFields(model.fields, { ...kept, ...(input.customFields ?? {}) });
  if (errors.length > 0) throw badRequest(errors[0].field, errors[0].message, { errors });
  return { ...merged, customerModelId: model.id, customFields: values };
}

export async function createCustomer(
  ctx: Ctx,
  input: CustomerInput,
  options: { companyId?: string; audited?: boolean } = {},
) {
  const companyId = options.companyId ?? tenantOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const values = await prepare(tx, companyId, input);
    await checkEmailFree(tx, companyId, values.email);
    const id = newId(tx.now.getTime());
    const row = await guardEmailIndex(() =>
      repo.insertCustomer(tx.db, { ...values, companyId, id, createdAt: tx.now, updatedAt: tx.now }),
    );
    if (options.audited !== false) {
      await audit(tx, { companyId, action: 'customer.create', entity: 'customer', entityId: id, to: row.type });
    }
    return row;
  });
}

export async function updateCustomer(
  ctx: Ctx,
  id: string,
  input: CustomerInput,
  options: { companyId?: string; audited?: boolean } = {},
) {
  const companyId = options.companyId ?? tenantOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const existing = await repo.findCustomer(tx.db, companyId, id);
    if (!existing) throw notFound('customer', id);
    const {
      id: _id,
      companyId: _company,
      createdAt: _created,
      ...values
    } = await prepare(tx, companyId, input, existing);
    await checkEmailFree(tx, companyId, values.email, id);
    const row = await guardEmailIndex(() =>
      repo.updateCustomer(tx.db, companyId, id, { ...values, updatedAt: tx.now }),
    );
    if (options.audited !== false) {
      await audit(tx, { companyId, action: 'customer.update', entity: 'customer', entityId: id });
    }
    return row!;
  });
}

/** POST /customer: an update when the body names an id, otherwise a creation. */
export async function saveCustomer(ctx: Ctx, body: CustomerInput & { id?: string }) {
  const { id, ...input } = body;
  return customerView(id ? await updateCustomer(ctx, id, input) : await createCustomer(ctx, input));
}
