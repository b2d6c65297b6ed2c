import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { liveRowsOf, softDeleteRow } from '../../../platform/db/soft-delete.ts';
import { pageWithTotal } from '../../../platform/query/page.ts';
import { services } from '../tables.ts';
import { containsPattern } from './search.ts';

export type ServiceRow = typeof services.$inferSelect;
export type NewService = typeof services.$inferInsert;

const live = (companyId: string) => liveRowsOf(services, companyId);

export async function insertService(db: Db, values: NewService) {
  const [row] = await db.insert(services).values(values).returning();
  return row;
}

export async function updateService(db: Db, companyId: string, id: string, values: Partial<NewService>) {
  const [row] = await db
    .update(services)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(live(companyId), eq(services.id, id)))
    .returning();
  return row;
}

export const findService = async (db: Db, companyId: string, id: string) =>
  (
    await db
      .select()
      .from(services)
      .where(and(live(companyId), eq(services.id, id)))
  )[0];

export const softDeleteService = (db: Db, companyId: string, id: string, at: Date) =>
  softDeleteRow(db, services, companyId, id, at);

export interface ServiceFilter {
  search?: string;
  isLLD?: boolean;
  online?: boolean;
  pricingMode?: string;
}

function serviceWhere(companyId: string, filter: ServiceFilter): SQL | undefined {
  const text = filter.search?.trim();
  return and(
    live(companyId),
    text ? ilike(services.name, containsPattern(text)) : undefined,
    filter.isLLD === undefined ? undefined : eq(services.isLld, filter.isLLD),
    filter.online === undefined ? undefined : eq(services.online, filter.online),
    filter.pricingMode ? eq(services.pricingMode, filter.pricingMode as ServiceRow['pricingMode']) : undefined,
  );
}

export async function listServices(
  db: Db,
  companyId: string,
  filter: ServiceFilter,
  page: { limit: number; offset: number },
) {
  const where = serviceWhere(companyId, filter);
  return pageWithTotal(db, { from: services, where, orderBy: [asc(services.name), asc(services.id)] }, page);
}
