import { and, asc, count, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/http/context.ts';
import { defineListSpec, type ParsedListQuery, paginated } from '../../platform/query/list-query.ts';
import { rentalPlaceUsers } from './tables.ts';
import { rentalPlaceUserView } from './views.ts';

export const rentalPlaceUserSearchSpec = defineListSpec({
  paging: 'page',
  defaultLimit: 20,
  maxLimit: 200,
  extra: { search: { type: 'string', description: 'Part of the email or name' } },
});

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET /admin/rental-place-user/search: marketplace customer accounts (not the anonymised ones), by email. */
export async function searchRentalPlaceUsers(ctx: Ctx, query: ParsedListQuery) {
  const search = (query.extra as { search?: string }).search?.trim();
  const matches: SQL | undefined = search
    ? or(
        ilike(rentalPlaceUsers.email, like(search)),
        ilike(rentalPlaceUsers.firstName, like(search)),
        ilike(rentalPlaceUsers.lastName, like(search)),
        ilike(sql`${rentalPlaceUsers.firstName} || ' ' || ${rentalPlaceUsers.lastName}`, like(search)),
      )
    : undefined;
  const where = and(isNull(rentalPlaceUsers.anonymisedAt), matches);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(rentalPlaceUsers)
      .where(where)
      .orderBy(asc(rentalPlaceUsers.email))
      .limit(query.limit)
      .offset(query.offset),
    ctx.db.select({ total: count() }).from(rentalPlaceUsers).where(where),
  ]);
  return paginated(rows.map(rentalPlaceUserView), total, query);
}
