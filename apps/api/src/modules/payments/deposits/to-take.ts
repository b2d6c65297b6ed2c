import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { productsView as products } from '../../catalogue/index.ts';
import { findSettings } from '../../company-settings/index.ts';
import { orderLinesView as lines } from '../../orders/index.ts';

export interface DepositToTake {
  /** The products' deposits times their quantities (products inside packs too). */
  productsCents: number;
  /** The company's ceiling for short-term orders; null: none. */
  maxCents: number | null;
  /** What to take: the products' deposits, capped by the ceiling. */
  toTakeCents: number;
  /** The company asks for the deposit when staff hand an order out (deposits on, taken at the dashboard). */
  askAtHandOut: boolean;
}

/** The deposit an order asks for, from its products' deposit amounts and the company's ceiling. */
export async function depositToTake(db: Db, companyId: string, orderId: string): Promise<DepositToTake> {
  const [row] = await db
    .select({ cents: sql<string | null>`sum(${products.depositCents}::bigint * ${lines.quantity})` })
    .from(lines)
    .innerJoin(products, and(eq(products.companyId, lines.companyId), eq(products.id, lines.itemId)))
    .where(and(eq(lines.companyId, companyId), eq(lines.orderId, orderId), eq(lines.kind, 'product')));
  const productsCents = Number(row?.cents ?? 0);
  const { bail } = await findSettings(db, companyId);
  const maxCents = bail.maxCents.lcd;
  return {
    productsCents,
    maxCents,
    toTakeCents: maxCents === null ? productsCents : Math.min(productsCents, maxCents),
    askAtHandOut: bail.access.enabled && bail.access.dashboard,
  };
}
