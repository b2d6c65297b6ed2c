import { customerDisplayName } from '@hirebase/shared';
import { audit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction, tenantOf } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { lockForRemoval, refuseWhileNeeded } from '../orders/index.ts';
import { documentsOf } from './document-repository.ts';
import * as repo from './repository.ts';
import { customerChoiceView, customerDocumentView, customerView } from './views.ts';

/** A live customer of the company, or 404 (also for another company's customer). */
export async function customerOf(ctx: Ctx, id: string, companyId = tenantOf(ctx)) {
  const customer = await repo.findCustomer(ctx.db, companyId, id);
  if (!customer) throw notFound('customer', id);
  return customer;
}

export async function getCustomer(ctx: StaffCtx, id: string) {
  const companyId = ctx.companyId;
  const customer = await customerOf(ctx, id, companyId);
  const documents = await documentsOf(ctx.db, companyId, id);
  return { ...customerView(customer), documents: documents.map(customerDocumentView) };
}

export async function getCustomerByEmail(ctx: StaffCtx, email: string) {
  const customer = await repo.findByEmail(ctx.db, ctx.companyId, email);
  if (!customer) throw notFound('customer', email);
  return customerView(customer);
}

/**
 * Soft delete: the customer leaves lists and lookups, their email becomes free, their orders keep pointing at them.
 * Refused while an order of theirs has not ended (409 `inUseByOrders`), checked under the customer's lock.
 */
export async function deleteCustomer(ctx: StaffCtx, id: string) {
  const companyId = ctx.companyId;
  return inTransaction(ctx, async (tx) => {
    await lockForRemoval(tx.db, companyId, [id]);
    const customer = await customerOf(tx, id, companyId);
    await refuseWhileNeeded(tx.db, companyId, 'customer', [id], customerDisplayName(customer));
    await repo.softDeleteCustomer(tx.db, companyId, id, tx.now);
    await audit(tx, { companyId, action: 'customer.delete', entity: 'customer', entityId: id, to: 'deleted' });
    return { ok: true as const };
  });
}

/** Is there another customer of the company with this email than `exceptId` (the one being edited)? */
export async function verifyCustomerInDb(ctx: StaffCtx, email: string, exceptId: string) {
  const other = await repo.findByEmail(ctx.db, ctx.companyId, email, exceptId.toLowerCase());
  return other ? { exists: true, customer: customerChoiceView(other) } : { exists: false };
}

/** The light list of select boxes: id, name, email, phone; 50 at most. */
export async function listSelectCustomers(ctx: StaffCtx, search: string | undefined, limit = 20) {
  const rows = await repo.customerChoices(ctx.db, ctx.companyId, search?.trim() || undefined, Math.min(limit, 50));
  return rows.map(customerChoiceView);
}
