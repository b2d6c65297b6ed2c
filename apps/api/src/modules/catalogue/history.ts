import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import { productHistoryEvents } from './tables.ts';

export type HistoryEventRow = typeof productHistoryEvents.$inferSelect;

/**
 * Kinds the catalogue writes itself. They describe how the shop set a unit up, not its use: a unit whose events are
 * all of these kinds counts as "without events" (not used yet).
 */
export const CATALOGUE_EVENT_KINDS = ['created', 'stateChanged', 'unavailability', 'note'] as const;
export type CatalogueEventKind = (typeof CATALOGUE_EVENT_KINDS)[number];

export interface NewHistoryEvent {
  companyId: string;
  productId: string;
  subProductId?: string | null;
  kind: string;
  data?: Record<string, unknown>;
  actorId?: string | null;
  at: Date;
}

/** Writes history events (several at once); ids are generated from their time. */
export async function addHistoryEvent(db: Db, events: NewHistoryEvent | NewHistoryEvent[]) {
  const list = Array.isArray(events) ? events : [events];
  if (list.length === 0) return [];
  return db
    .insert(productHistoryEvents)
    .values(
      list.map((e) => ({
        companyId: e.companyId,
        id: newId(e.at.getTime()),
        productId: e.productId,
        subProductId: e.subProductId ?? null,
        kind: e.kind,
        data: e.data ?? {},
        actorId: e.actorId ?? null,
        at: e.at,
      })),
    )
    .returning();
}

/** Events of the given units, newest first. */
export function historyOfUnits(db: Db, companyId: string, unitIds: string[]) {
  if (unitIds.length === 0) return Promise.resolve([] as HistoryEventRow[]);
  return db
    .select()
    .from(productHistoryEvents)
    .where(and(eq(productHistoryEvents.companyId, companyId), inArray(productHistoryEvents.subProductId, unitIds)))
    .orderBy(desc(productHistoryEvents.at), desc(productHistoryEvents.id));
}

/** The user acting in `ctx`, for the `actorId` of an event. */
export const actorIdOf = (ctx: Ctx) => (ctx.actor.kind === 'user' ? ctx.actor.userId : null);

/** Deletes one event of the company's history; the deleted event, or undefined when there is none. */
export const deleteHistoryEvent = async (db: Db, companyId: string, id: string) =>
  (
    await db
      .delete(productHistoryEvents)
      .where(and(eq(productHistoryEvents.companyId, companyId), eq(productHistoryEvents.id, id)))
      .returning()
  )[0];
