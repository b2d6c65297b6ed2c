import type { Static } from 'typebox';
import { audit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import { defineListSpec, type ParsedListQuery, paginated } from '../../platform/query/list-query.ts';
import { lockForRemoval, refuseWhileNeeded } from '../orders/index.ts';
import { basisPointsOf, centsOf } from './price-grid.ts';
import type { NewService } from './repository/services.ts';
import * as repo from './repository/services.ts';
import { PRICING_MODES, type ServiceBody } from './schemas/services.ts';
import { serviceView } from './views.ts';

export type ServiceInput = Static<typeof ServiceBody>;

export const serviceListSpec = defineListSpec({
  paging: 'page',
  extra: {
    search: { type: 'string', description: 'Part of the name' },
    pricingMode: { type: 'enum', values: PRICING_MODES },
    online: { type: 'boolean' },
  },
});

const serviceValues = (input: ServiceInput): Omit<NewService, 'companyId' | 'id'> => ({
  name: input.name.trim(),
  description: input.description ?? null,
  pricingMode: input.pricingMode as NewService['pricingMode'],
  priceCents: centsOf('price', input.price),
  vatRateBp: basisPointsOf('vatRate', input.vatRate) ?? null,
  isLcd: input.isLCD ?? true,
  isLld: input.isLLD ?? false,
  online: input.online ?? true,
  mandatory: input.mandatory ?? false,
});

/** Creates a service, or replaces the one named by `id` (the contract saves services with the create call). */
export async function saveService(ctx: StaffCtx, input: ServiceInput) {
  const companyId = ctx.companyId;
  const values = serviceValues(input);
  const row = input.id
    ? await repo.updateService(ctx.db, companyId, input.id, values)
    : await repo.insertService(ctx.db, { companyId, id: newId(ctx.now.getTime()), ...values });
  if (!row) throw notFound('service', input.id);
  return serviceView(row);
}

export async function getService(ctx: StaffCtx, id: string) {
  const row = await repo.findService(ctx.db, ctx.companyId, id);
  if (!row) throw notFound('service', id);
  return serviceView(row);
}

export async function listServices(ctx: StaffCtx, query: ParsedListQuery, onlyLLD = false) {
  const filter = { ...(query.extra as repo.ServiceFilter), ...(onlyLLD ? { isLLD: true } : {}) };
  const { rows, total } = await repo.listServices(ctx.db, ctx.companyId, filter, query);
  return paginated(rows.map(serviceView), total, query);
}

/** Services whose name contains the text (for pickers): the first 20 by name. */
export async function servicesByName(ctx: StaffCtx, search: string, onlyLLD = false) {
  const filter = { search, ...(onlyLLD ? { isLLD: true } : {}) };
  const { rows } = await repo.listServices(ctx.db, ctx.companyId, filter, { limit: 20, offset: 0 });
  return rows.map(serviceView);
}

export async function duplicateService(ctx: StaffCtx, id: string, name?: string) {
  const companyId = ctx.companyId;
  const source = await repo.findService(ctx.db, companyId, id);
  if (!source) throw notFound('service', id);
  const { createdAt: _c, updatedAt: _u, deletedAt: _d, ...copy } = source;
  const row = await repo.insertService(ctx.db, {
    ...copy,
    id: newId(ctx.now.getTime()),
    name: name?.trim() || `${source.name} (copy)`,
  });
  return serviceView(row);
}

/** Refused while an order that has not ended has the service (409 `inUseByOrders`), checked under its lock. */
export async function deleteService(ctx: StaffCtx, id: string) {
  const companyId = ctx.companyId;
  return inTransaction(ctx, async (tx) => {
    await lockForRemoval(tx.db, companyId, [id]);
    const service = await repo.findService(tx.db, companyId, id);
    if (!service) throw notFound('service', id);
    await refuseWhileNeeded(tx.db, companyId, 'service', [id], service.name);
    await repo.softDeleteService(tx.db, companyId, id, tx.now);
    await audit(tx, { action: 'service.delete', entity: 'service', entityId: id });
    return { ok: true as const };
  });
}
