import type { Static } from 'typebox';
import { audit } from '../../platform/audit.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { paginated } from '../../platform/query/list-query.ts';
import { productOfCompany, unitIdsOfCompany } from './catalogue-reads.ts';
import * as repo from './history-repository.ts';
import type { SearchEventsBody } from './history-schemas.ts';

/**
 * Events that record the state of a unit: its creation, a change of state or service, and a state check (a
 * state model filled in at departure or return). The newest of them is the unit's last known state.
 */
export const STATE_EVENT_KINDS = ['created', 'stateChanged', 'stateCheck'] as const;

const DEFAULT_LIMIT = 50;

export function eventView(e: repo.DetailedEvent) {
  const { event } = e;
  const name = [e.actorFirstName, e.actorLastName].filter(Boolean).join(' ');
  return {
    id: event.id,
    productId: event.productId,
    productName: e.productName,
    subProductId: event.subProductId,
    serialNumber: e.serialNumber,
    qrCodeValue: e.qrCodeValue,
    kind: event.kind,
    data: event.data,
    actor: event.actorId ? { id: event.actorId, name } : null,
    at: event.at.toISOString(),
  };
}

async function assertUnits(ctx: Ctx, companyId: string, ids: string[]) {
  const known = await unitIdsOfCompany(ctx.db, companyId, ids);
  const missing = ids.find((id) => !known.has(id));
  if (missing) throw notFound('sub-product', missing);
}

/** POST /product-history/last-state-events: for each unit asked, its newest state event (null when none). */
export async function lastStateEvents(ctx: StaffCtx, subProductIds: string[]) {
  const companyId = ctx.companyId;
  const ids = [...new Set(subProductIds.map((id) => id.toLowerCase()))];
  await assertUnits(ctx, companyId, ids);
  const rows = await repo.latestEventsOfUnits(ctx.db, companyId, ids, STATE_EVENT_KINDS);
  const byUnit = new Map(rows.map((r) => [r.event.subProductId, r]));
  return ids.map((id) => {
    const row = byUnit.get(id);
    return { subProductId: id, event: row ? eventView(row) : null };
  });
}

/** POST /product-history/searchEvents: a unit's or product's events, newest first, filtered and paged. */
export async function searchEvents(ctx: StaffCtx, input: Static<typeof SearchEventsBody>) {
  const companyId = ctx.companyId;
  if (input.subProductId) await assertUnits(ctx, companyId, [input.subProductId]);
  if (input.productId && !(await productOfCompany(ctx.db, companyId, input.productId)))
    throw notFound('product', input.productId);
  const from = input.from ? new Date(input.from) : undefined;
  const to = input.to ? new Date(input.to) : undefined;
  if (from && to && to <= from) throw badRequest('to', 'The end of the period is before its start');
  const page = input.page ?? 1;
  const limit = input.limit ?? DEFAULT_LIMIT;
  const { rows, total } = await repo.searchEvents(
    ctx.db,
    companyId,
    { subProductId: input.subProductId, productId: input.productId, kinds: input.kinds, from, to },
    { limit, offset: (page - 1) * limit },
  );
  return paginated(rows.map(eventView), total, { limit, offset: (page - 1) * limit, page });
}

/** DELETE /product-history/delete-event: removes one event of the company's history (audited with its content). */
export async function deleteEvent(ctx: StaffCtx, eventId: string) {
  const companyId = ctx.companyId;
  return inTransaction(ctx, async (tx) => {
    const deleted = await repo.deleteEvent(tx.db, companyId, eventId);
    if (!deleted) throw notFound('history event', eventId);
    await audit(tx, {
      action: 'historyEvent.delete',
      entity: 'productHistoryEvent',
      entityId: eventId,
      from: deleted.kind,
      data: { productId: deleted.productId, subProductId: deleted.subProductId, at: deleted.at, data: deleted.data },
    });
    return { ok: true as const };
  });
}
