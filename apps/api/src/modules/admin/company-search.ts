import { ACCOUNT_STATUSES, ACCOUNT_TYPES, CURRENCIES, VERTICALES } from '@hirebase/shared';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { badRequest } from '../../platform/errors.ts';
import { defineListSpec, type ParsedListQuery, paginated } from '../../platform/query/list-query.ts';
import { pageWithTotal } from '../../platform/query/page.ts';
import { companiesView as companies, companyView } from '../companies/index.ts';

export const companySearchSpec = defineListSpec({
  paging: 'page',
  defaultLimit: 20,
  maxLimit: 200,
  extra: {
    search: { type: 'string', description: 'Part of the name, slug, email or city' },
    type: {
      type: 'enum',
      values: [...ACCOUNT_STATUSES, ...ACCOUNT_TYPES],
      description: 'Account status or account type',
    },
    filters: {
      type: 'string',
      description: 'JSON object: { "currency": "EUR", "verticale": "BIKE", "trialExpired": true }',
    },
  },
});

const Filters = { currency: CURRENCIES as readonly string[], verticale: VERTICALES as readonly string[] };

/** Reads the `filters` JSON of an admin company search; unknown keys or values are a 400. */
function filterConditions(raw: string | undefined, now: Date): SQL[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('filters', 'filters must be a JSON object');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest('filters', 'filters must be a JSON object');
  const conditions: SQL[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    if (key === 'currency' || key === 'verticale') {
      if (typeof value !== 'string' || !Filters[key].includes(value))
        throw badRequest(`filters.${key}`, `Unknown ${key} "${value}"`);
      conditions.push(key === 'currency' ? eq(companies.currency, value) : sql`${companies.verticales} ? ${value}`);
    } else if (key === 'trialExpired') {
      if (typeof value !== 'boolean') throw badRequest('filters.trialExpired', 'trialExpired must be true or false');
      const expired = and(eq(companies.accountStatus, 'TRIAL'), sql`${companies.trialEndsAt} <= ${now.toISOString()}`)!;
      conditions.push(value ? expired : sql`not (${expired})`);
    } else {
      throw badRequest(`filters.${key}`, `Unknown filter "${key}"`);
    }
  }
  return conditions;
}

function searchCondition(search: string | undefined) {
  if (!search?.trim()) return undefined;
  const like = `%${search.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(companies.name, like),
    ilike(companies.slug, like),
    ilike(companies.email, like),
    ilike(companies.city, like),
  );
}

export async function searchCompanies(
  db: Db,
  query: ParsedListQuery<never, never, never, 'search' | 'type' | 'filters'>,
  now: Date,
) {
  const { search, type, filters } = query.extra as { search?: string; type?: string; filters?: string };
  const where = and(
    searchCondition(search),
    type
      ? (ACCOUNT_TYPES as readonly string[]).includes(type)
        ? eq(companies.accountType, type)
        : eq(companies.accountStatus, type)
      : undefined,
    ...filterConditions(filters, now),
  );
  const orderBy = [asc(companies.name), desc(companies.createdAt)];
  const { rows, total } = await pageWithTotal(db, { from: companies, where, orderBy }, query);
  return paginated(rows.map(companyView), total, query);
}
