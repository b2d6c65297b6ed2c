import type { Ctx } from '../../platform/http/context.ts';
import { orderDocumentFile } from '../documents/index.ts';
import { linkedOrder } from './order-page.ts';

/** A document of the customer's order as a PDF (its signed version once signed), from the order's link. */
export async function customerDocumentFile(
  ctx: Ctx,
  slug: string,
  orderId: string,
  documentId: string,
  token: string | undefined,
) {
  const { order } = await linkedOrder(ctx, slug, orderId, token);
  return orderDocumentFile(ctx.db, ctx.deps, order.companyId, order.id, documentId);
}
