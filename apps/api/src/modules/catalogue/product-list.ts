import { VERTICALES } from '@hirebase/shared';
import type { StaffCtx } from '../../platform/http/route.ts';
import { defineListSpec, type ParsedListQuery, paginated, toDrizzleOrderBy } from '../../platform/query/list-query.ts';
import { productViews } from './products.ts';
import * as repo from './repository/products.ts';
import { UNIT_CONDITIONS, type UnitCondition } from './unit-conditions.ts';

/** GET /products/getByCompany and getByCompanyLLD: search and filters, page/limit, stock figures per product. */
export const productListSpec = defineListSpec({
  paging: 'page',
  extra: {
    search: { type: 'string', description: 'Part of the name, model, brand, a serial number or QR value' },
    verticale: { type: 'enum', values: VERTICALES },
    categoryId: { type: 'uuid' },
    productModelId: { type: 'uuid' },
    online: { type: 'boolean' },
    units: {
      type: 'enum',
      values: UNIT_CONDITIONS,
      description: 'Products with units out of service, or in service inside an unavailability period now',
    },
  },
  sort: ['position', 'name', 'createdAt'],
  defaultSort: 'position__asc',
});

export async function listProducts(ctx: StaffCtx, query: ParsedListQuery, onlyLLD = false) {
  const companyId = ctx.companyId;
  const { units, ...extra } = query.extra as Omit<repo.ProductFilter, 'units'> & { units?: UnitCondition };
  const { rows, total } = await repo.listProducts(
    ctx.db,
    companyId,
    {
      ...extra,
      ...(units ? { units: { condition: units, now: ctx.now } } : {}),
      ...(onlyLLD ? { isLLD: true } : {}),
    },
    { limit: query.limit, offset: query.offset, orderBy: toDrizzleOrderBy(query, repo.PRODUCT_SORT) },
  );
  return paginated(await productViews(ctx, companyId, rows), total, query);
}

/** Which products may be covered by rental insurance, from the catalogue's own setting. */
export async function insuranceInfo(ctx: StaffCtx) {
  const rows = await repo.insuranceInfo(ctx.db, ctx.companyId);
  return rows.map((r) => ({ productId: r.id, name: r.name, insuranceEligible: r.insuranceEligible }));
}
