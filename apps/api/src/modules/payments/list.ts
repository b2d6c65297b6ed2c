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
import { ledgerNames } from './names.ts';
import { payments as t } from './tables.ts';
import { paymentView } from './views.ts';

const CHOICE = ['equals', 'notEquals', 'in', 'notIn'] as const;
const BOUNDS = ['gt', 'lt', 'gte', 'lte'] as const;

/** The filters of GET /payment-v2 (spec: customerId, orderId, createdAt, paymentDate, paymentType, status, orderType, provider). */
export const paymentListSpec = defineListSpec({
  paging: 'both',
  defaultLimit: 50,
  maxLimit: 500,
  filters: {
    customerId: { type: 'uuid', ops: [...CHOICE] },
    orderId: { type: 'uuid', ops: [...CHOICE] },
    createdAt: { type: 'date', ops: [...BOUNDS] },
    paymentDate: { type: 'date', ops: [...BOUNDS] },
    paymentType: { type: 'string', ops: [...CHOICE] },
    status: { type: 'string', ops: [...CHOICE] },
    orderType: { type: 'string', ops: [...CHOICE] },
    provider: { type: 'string', ops: [...CHOICE] },
    method: { type: 'string', ops: [...CHOICE] },
  },
  sort: ['createdAt', 'paymentDate'],
  defaultSort: 'paymentDate__desc',
});

export const paymentListColumns = {
  customerId: t.customerId,
  orderId: t.orderId,
  createdAt: t.createdAt,
  paymentDate: t.paymentDate,
  paymentType: t.type,
  status: t.status,
  orderType: t.orderKind,
  provider: t.provider,
  method: t.method,
};

/**
 * GET /payment-v2: the company's ledger rows, newest payment first, with their order's number and customer's name;
 * dates read in the company's zone.
 */
export async function listPayments(ctx: StaffCtx, query: ParsedListQuery) {
  const timeZone = await companyTimeZone(ctx, ctx.companyId);
  const where = and(eq(t.companyId, ctx.companyId), toDrizzleWhere(query, paymentListColumns, timeZone));
  const orderBy = [...toDrizzleOrderBy(query, paymentListColumns), t.id];
  const { rows, total } = await pageWithTotal(ctx.db, { from: t, where, orderBy }, query);
  const names = await ledgerNames(ctx, rows);
  const items = rows.map((r) => ({
    ...paymentView(r),
    orderNumber: names.orderNumber(r.orderId),
    customerName: names.customerName(r.customerId),
  }));
  return paginated(items, total, query);
}
