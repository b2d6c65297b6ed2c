import { sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../platform/db/pool.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { orderOr404 } from '../orders/index.ts';
import type { AllocateMaterialQuery } from './schemas.ts';
import { type FreeUnitRow, freeUnitsOver } from './stock-reads.ts';
import { iso } from './views.ts';

type Row = Record<string, unknown>;

interface HoldOfOrder {
  id: string;
  lineId: string;
  productId: string;
  name: string;
  stockMode: 'SERIALIZED' | 'QUANTITY';
  quantity: number;
  start: number;
  end: number;
}

async function holdsOfOrder(db: Db, companyId: string, orderId: string, productId?: string): Promise<HoldOfOrder[]> {
  const rows = (
    await db.execute(
      sql`select r.id, r.line_id, r.product_id, coalesce(l.name, p.name) as name, p.stock_mode, r.quantity,
            extract(epoch from lower(r.period)) * 1000 as start_ms, extract(epoch from upper(r.period)) * 1000 as end_ms
          from order_reservations r
          join products p on p.company_id = r.company_id and p.id = r.product_id
          left join order_lines l on l.company_id = r.company_id and l.id = r.line_id
          where r.company_id = ${companyId} and r.order_id = ${orderId}
            ${productId ? sql`and r.product_id = ${productId}` : sql``}
          order by l.position nulls last, r.id`,
    )
  ).rows as Row[];
  return rows.map((r) => ({
    id: r.id as string,
    lineId: r.line_id as string,
    productId: r.product_id as string,
    name: r.name as string,
    stockMode: r.stock_mode as HoldOfOrder['stockMode'],
    quantity: Number(r.quantity),
    start: Number(r.start_ms),
    end: Number(r.end_ms),
  }));
}

async function assignmentsOfOrder(db: Db, companyId: string, orderId: string) {
  const rows = (
    await db.execute(
      sql`select a.id as assignment_id, a.reservation_id, a.status, u.id, u.product_id, u.qr_code_value,
            u.serial_number, u.size, u.state
          from unit_assignments a
          join sub_products u on u.company_id = a.company_id and u.id = a.sub_product_id
          where a.company_id = ${companyId} and a.order_id = ${orderId}
          order by a.assigned_at, u.qr_code_value`,
    )
  ).rows as Row[];
  return rows.map((r) => ({
    reservationId: r.reservation_id as string,
    unit: {
      id: r.id as string,
      productId: r.product_id as string,
      qrCodeValue: r.qr_code_value as string,
      serialNumber: (r.serial_number as string | null) ?? null,
      size: (r.size as string | null) ?? null,
      state: r.state as string,
      assignmentId: r.assignment_id as string,
      status: r.status as 'WAITING' | 'USED' | 'ENDED',
    },
  }));
}

const unitView = (u: FreeUnitRow) => ({
  id: u.id,
  productId: u.productId,
  qrCodeValue: u.qrCodeValue,
  serialNumber: u.serialNumber,
  size: u.size,
  state: u.state,
});

/**
 * GET /product-availability/lcd/allocateMaterial: for each stock hold of an order, the units it already has and the
 * units that could be given to it: in service, no unavailability, not with another order over the hold's period and
 * not still out. One read of free units per distinct hold period (holds of an order differ only by buffers).
 */
export async function allocateMaterial(ctx: Ctx, companyId: string, query: Static<typeof AllocateMaterialQuery>) {
  const order = await orderOr404(ctx.db, companyId, query.orderId);
  const [holds, assignments] = await Promise.all([
    holdsOfOrder(ctx.db, companyId, order.id, query.productId),
    assignmentsOfOrder(ctx.db, companyId, order.id),
  ]);
  const byPeriod = new Map<string, HoldOfOrder[]>();
  for (const h of holds.filter((h) => h.stockMode === 'SERIALIZED')) {
    const key = `${h.start}/${h.end}`;
    byPeriod.set(key, [...(byPeriod.get(key) ?? []), h]);
  }
  const freeByPeriod = new Map(
    await Promise.all(
      [...byPeriod].map(async ([key, group]) => {
        const ids = [...new Set(group.map((h) => h.productId))];
        const { start, end } = group[0];
        return [key, await freeUnitsOver(ctx.db, companyId, ids, start, end, 'LCD', order.id)] as const;
      }),
    ),
  );
  const mine = new Set(assignments.map((a) => a.unit.id));
  return holds.map((h) => ({
    reservationId: h.id,
    lineId: h.lineId,
    productId: h.productId,
    name: h.name,
    stockMode: h.stockMode,
    quantity: h.quantity,
    startDate: iso(h.start),
    endDate: iso(h.end),
    assigned: assignments.filter((a) => a.reservationId === h.id).map((a) => a.unit),
    free: (freeByPeriod.get(`${h.start}/${h.end}`) ?? [])
      .filter((u) => u.productId === h.productId && !mine.has(u.id))
      .map(unitView),
  }));
}
