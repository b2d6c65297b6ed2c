import { and, eq } from 'drizzle-orm';
import { conflict } from '../../../platform/errors.ts';
import { type Ctx, inTransaction } from '../../../platform/http/context.ts';
import { settingsForRequest } from '../../company-settings/index.ts';
import { insuranceModeOf, insuranceOf } from '../../insurance/index.ts';
import { orderOr404 } from '../details/read-order.ts';
import { auditOrder } from '../lifecycle/order-state.ts';
import { orderLines, orders } from '../tables.ts';
import { insuranceChangeRefusal } from './insurance-choice.ts';
import { coverableLines, registerOrderPolicy } from './insurance-of-order.ts';

/**
 * PUT /order/updateInsurance/{orderId}: the counter adds the shop's insurance to an order, or takes it off, as the
 * shop's mode allows (`insuranceChangeRefusal`, the rule the order's detail offers by). In one transaction under the
 * order's lock: priced on the order's own product lines of eligible products at their frozen net price, the totals
 * moved by its amount, audited. An ended or cancelled order keeps what it has (409).
 */
export async function setOrderInsurance(ctx: Ctx, companyId: string, orderId: string, insured: boolean) {
  return inTransaction(ctx, async (tx) => {
    const order = await orderOr404(tx.db, companyId, orderId, true);
    const settings = await settingsForRequest(tx, companyId);
    const mode = insuranceModeOf(settings);
    const refusal = insuranceChangeRefusal(mode, order, insured);
    if (refusal === 'orderCanceled') throw conflict('orderCanceled', `Order #${order.number} is cancelled`);
    if (refusal === 'orderEnded') {
      throw conflict('invalidTransition', `Order #${order.number} is over`, { from: order.status, to: order.status });
    }
    if (refusal === 'insuranceNotOffered') {
      throw conflict(
        'insuranceNotOffered',
        insured ? 'This shop offers no rental insurance' : 'The insurance is included in every order of this shop',
        { mode },
      );
    }
    if (!!order.insurance === insured) return orderId;
    const lines = await tx.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.companyId, companyId), eq(orderLines.orderId, orderId), eq(orderLines.kind, 'product')));
    const insurance = insured
      ? await insuranceOf(tx, companyId, {
          chosen: true,
          field: 'insured',
          lines: coverableLines(lines, (l) => l.totalTtcCents),
          period: { start: order.startAt.getTime(), end: order.endAt.getTime() },
          vatRateBp: settings.vat.rentalBp,
        })
      : null;
    if (insured && !insurance)
      throw conflict('nothingToInsure', 'No line of the order is a product the insurance covers');
    const before = order.insurance;
    const sign = (i: typeof before, key: 'amountCents' | 'htCents' | 'vatCents') => i?.[key] ?? 0;
    const [row] = await tx.db
      .update(orders)
      .set({
        insurance,
        totalTtcCents: order.totalTtcCents - sign(before, 'amountCents') + sign(insurance, 'amountCents'),
        totalHtCents: order.totalHtCents - sign(before, 'htCents') + sign(insurance, 'htCents'),
        vatCents: order.vatCents - sign(before, 'vatCents') + sign(insurance, 'vatCents'),
        updatedAt: tx.now,
      })
      .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)))
      .returning();
    if (insurance?.provider === 'INSURER') await registerOrderPolicy(tx, companyId, row!, insurance);
    await auditOrder(tx, order, insured ? 'insuranceAdd' : 'insuranceRemove', null, null, {
      totalTtcCents: { from: order.totalTtcCents, to: row!.totalTtcCents },
    });
    return orderId;
  });
}
