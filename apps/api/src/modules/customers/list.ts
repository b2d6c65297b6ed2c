import { CUSTOMER_TYPES } from '@hirebase/shared';
import { and, sql } from 'drizzle-orm';
import type { StaffCtx } from '../../platform/http/route.ts';
import {
  defineListSpec,
  type ListSpecInput,
  type ParsedListQuery,
  paginated,
  toDrizzleOrderBy,
  toDrizzleWhere,
} from '../../platform/query/list-query.ts';
import { companyTimeZone } from '../companies/index.ts';
import { type CustomerPageQuery, pageOfCustomers, searchCondition, sortName } from './repository.ts';
import { customers } from './tables.ts';
import { customerView } from './views.ts';

// Text filters compare lower-cased: an email or a name matches whatever its case.
const columns = {
  type: customers.type,
  email: sql`lower(${customers.email})`,
  lastName: sql`lower(${customers.lastName})`,
  firstName: sql`lower(${customers.firstName})`,
  companyName: sql`lower(${customers.companyName})`,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
  customerModelId: customers.customerModelId,
  marketingConsent: customers.marketingConsent,
  name: sortName,
};
const LOWERED = new Set(['email', 'lastName', 'companyName']);

const listSpec = {
  filters: {
    type: { type: 'enum', values: CUSTOMER_TYPES, ops: ['equals', 'notEquals', 'in'] },
    email: { type: 'string', ops: ['equals', 'contains', 'isNull', 'exists'] },
    lastName: { type: 'string', ops: ['equals', 'contains'] },
    companyName: { type: 'string', ops: ['equals', 'contains', 'isNull', 'exists'] },
    createdAt: { type: 'date', ops: ['gt', 'lt', 'gte', 'lte'] },
    customerModelId: { type: 'uuid', ops: ['equals', 'in'] },
    marketingConsent: { type: 'boolean', ops: ['equals'] },
  },
  extra: { search: { type: 'string', description: 'Words to find in the names, email, phone or company name' } },
  sort: ['name', 'lastName', 'firstName', 'companyName', 'email', 'createdAt', 'updatedAt'],
  defaultSort: 'createdAt__desc',
} as const satisfies Omit<ListSpecInput<string, string, never, string>, 'paging'>;

/** GET /customer: the generic list syntax (filters, search, sort, page/limit). */
export const customerListSpec = defineListSpec({ ...listSpec, paging: 'page' });

/** GET /customer/csv: the same filters and sort; everything that matches unless skip/limit say otherwise. */
export const customerExportSpec = defineListSpec({
  ...listSpec,
  paging: 'skip',
  defaultLimit: 100_000,
  maxLimit: 100_000,
});

/** The query of a customer list; dates given alone are days of the company's zone. */
export function customerQuery(parsed: ParsedListQuery, timeZone: string): CustomerPageQuery {
  const filters = parsed.filters.map((f) => {
    if (typeof f.value !== 'string') return f;
    const value = f.value.replaceAll('\u0000', '');
    return { ...f, value: LOWERED.has(f.field) ? value.toLowerCase() : value };
  });
  const search = (parsed.extra as { search?: string }).search?.trim();
  return {
    where: and(toDrizzleWhere({ filters }, columns, timeZone), search ? searchCondition(search) : undefined),
    orderBy: toDrizzleOrderBy(parsed, columns),
    limit: parsed.limit,
    offset: parsed.offset,
  };
}

export async function listCustomers(ctx: StaffCtx, parsed: ParsedListQuery) {
  const companyId = ctx.companyId;
  const query = customerQuery(parsed, await companyTimeZone(ctx, companyId));
  const { rows, total } = await pageOfCustomers(ctx.db, companyId, query);
  return paginated(rows.map(customerView), total, parsed);
}
