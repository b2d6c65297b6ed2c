import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { badRequest } from '../../platform/errors.ts';
import { productsView as products, subProductsView as subProducts } from '../catalogue/index.ts';
import { unitAssignmentsView as assignments } from '../orders/index.ts';
import { stateModelOf } from '../states-surveys/index.ts';
import type { Scope } from './schemas.ts';

export interface OrderUnit {
  subProductId: string;
  productId: string;
  productName: string;
  serialNumber: string | null;
  qrCodeValue: string;
  stateModelId: string | null;
  departed: boolean;
}

/**
 * The units a report of this scope covers: at departure every unit assigned to the order, at return those that
 * left (a unit exchanged out keeps its place: it left and came back). Each unit once, by product then code.
 */
export async function unitsOfOrder(db: Db, companyId: string, orderId: string, scope: Scope): Promise<OrderUnit[]> {
  const rows = await db
    .select({
      subProductId: assignments.subProductId,
      productId: assignments.productId,
      status: assignments.status,
      departedAt: assignments.departedAt,
      productName: products.name,
      stateModelId: products.stateModelId,
      serialNumber: subProducts.serialNumber,
      qrCodeValue: subProducts.qrCodeValue,
    })
    .from(assignments)
    .innerJoin(
      subProducts,
      and(eq(subProducts.companyId, assignments.companyId), eq(subProducts.id, assignments.subProductId)),
    )
    .innerJoin(products, and(eq(products.companyId, assignments.companyId), eq(products.id, assignments.productId)))
    .where(and(eq(assignments.companyId, companyId), eq(assignments.orderId, orderId)))
    .orderBy(asc(products.name), asc(subProducts.qrCodeValue), asc(assignments.assignedAt));
  const byUnit = new Map<string, OrderUnit>();
  for (const r of rows) {
    const departed = r.departedAt !== null || r.status !== 'WAITING';
    const known = byUnit.get(r.subProductId);
    if (known) {
      known.departed ||= departed;
      continue;
    }
    const { status: _s, departedAt: _d, ...unit } = r;
    byUnit.set(r.subProductId, { ...unit, departed });
  }
  const units = [...byUnit.values()];
  return scope === 'DEPART' ? units : units.filter((u) => u.departed);
}

/** The unit of the order a call names, or a 400 naming the field when the order's report does not cover it. */
export function unitOfOrder(units: OrderUnit[], subProductId: string, scope: Scope, field = 'subProductId') {
  const unit = units.find((u) => u.subProductId === subProductId.toLowerCase());
  if (!unit) {
    const why = scope === 'RETOUR' ? 'was not handed out with this order' : 'is not assigned to this order';
    throw badRequest(field, `The unit ${subProductId} ${why}`, { subProductId });
  }
  return unit;
}

/** The state model questions of each product among these units (none for a product without a model). */
export async function questionsOf(db: Db, companyId: string, units: OrderUnit[]) {
  const ids = [...new Set(units.map((u) => u.stateModelId).filter((id): id is string => !!id))];
  const models = await Promise.all(ids.map((id) => stateModelOf(db, companyId, id)));
  const byModel = new Map(models.filter((m) => !!m).map((m) => [m.id, m.questions]));
  return (unit: OrderUnit) => (unit.stateModelId ? (byModel.get(unit.stateModelId) ?? []) : []);
}
