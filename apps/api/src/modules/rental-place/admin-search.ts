import { and, asc, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/http/context.ts';
import { defineListSpec, type ParsedListQuery, paginated } from '../../platform/query/list-query.ts';
import { pageWithTotal } from '../../platform/query/page.ts';
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
  const orderBy = [asc(rentalPlaceUsers.email)];
  const { rows, total } = await pageWithTotal(ctx.db, { from: rentalPlaceUsers, where, orderBy }, query);
  return paginated(rows.map(rentalPlaceUserView), total, query);
}
