import { and, eq } from 'drizzle-orm';
import type { StaffCtx } from '../../platform/http/route.ts';
import {
  defineListSpec,
  type ParsedListQuery,
  paginated,
  toDrizzleOrderBy,
  toDrizzleWhere,
} from '../../platform/query/list-query.ts';
import { pageWithTotal } from '../../platform/query/page.ts';
import { companyTimeZone } from '../companies/index.ts';
import { companySignatures as t } from './tables.ts';

/** The filters of GET /company-signatures (spec: createdAt, document__id, document__collection, document__type, userId). */
export const companySignatureListSpec = defineListSpec({
  paging: 'both',
  defaultLimit: 50,
  maxLimit: 500,
  filters: {
    createdAt: { type: 'date', ops: ['gt', 'lt', 'gte', 'lte'] },
    document__id: { type: 'uuid', ops: ['equals', 'notEquals', 'in', 'notIn'] },
    document__collection: { type: 'string', ops: ['equals', 'notEquals', 'in', 'notIn'] },
    document__type: { type: 'string', ops: ['equals', 'notEquals', 'in', 'notIn'] },
    userId: { type: 'uuid', ops: ['equals', 'notEquals', 'in', 'notIn', 'isNull', 'exists'] },
  },
  sort: ['createdAt'],
  defaultSort: 'createdAt__desc',
});

const columns = {
  createdAt: t.createdAt,
  document__id: t.documentId,
  document__collection: t.documentCollection,
  document__type: t.documentType,
  userId: t.userId,
};

type Row = typeof t.$inferSelect;

export const signatureView = (r: Row) => ({
  id: r.id,
  createdAt: r.createdAt.toISOString(),
  document: { id: r.documentId, collection: r.documentCollection, type: r.documentType },
  userId: r.userId,
  signerRole: r.signerRole,
  signerName: r.signerName,
  signerEmail: r.signerEmail,
  ip: r.ip,
  userAgent: r.userAgent,
  sha256Before: r.sha256Before,
  sha256After: r.sha256After,
});

/** GET /company-signatures: the company's signatures, newest first; dates read in the company's zone. */
export async function listCompanySignatures(ctx: StaffCtx, query: ParsedListQuery) {
  const timeZone = await companyTimeZone(ctx, ctx.companyId);
  const where = and(eq(t.companyId, ctx.companyId), toDrizzleWhere(query, columns, timeZone));
  const orderBy = [...toDrizzleOrderBy(query, columns), t.id];
  const { rows, total } = await pageWithTotal(ctx.db, { from: t, where, orderBy }, query);
  return paginated(rows.map(signatureView), total, query);
}
