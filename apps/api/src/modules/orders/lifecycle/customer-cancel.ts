import { fromCents } from '@hirebase/shared';
import { applicableCancellationRule, cancellationRefund, cancellationRules } from '@hirebase/shared/cancellation';
import { and, eq } from 'drizzle-orm';
import { audit } from '../../../platform/audit.ts';
import type { Db } from '../../../platform/db/pool.ts';
import type { Ctx } from '../../../platform/http/context.ts';
import { newId } from '../../../platform/ids.ts';
import { findCompanyById } from '../../companies/index.ts';
import { findSettings } from '../../company-settings/index.ts';
import type { OrderRow } from '../details/read-order.ts';
import { type OrderCancelInfo, orderMessages, orders } from '../tables.ts';
import { sendOrderMail } from './order-mails.ts';

const HOUR_MS = 3_600_000;

type Cancellation = Awaited<ReturnType<typeof findSettings>>['cancellation'];

/** An unpaid online order whose payment delay is over (or whose checkout was abandoned): cancelled for free. */
export function unpaidOnlineCancel(o: OrderRow, now: Date, abandoned: boolean) {
  if (o.createdFrom !== 'ONLINE_STORE' || o.paymentStatus !== 'NOT_PAID') return false;
  return abandoned || (!!o.payBefore && o.payBefore.getTime() <= now.getTime());
}

/**
 * When the customer may cancel a confirmed order themselves under the shop's cancellation policy: while the notice
 * before its start still reaches one of the policy's rules. Answers the last moment that is so, the refund share
 * that applies now and until when it does, or null when only a request to the shop is left.
 */
export function policyWindow(o: OrderRow, now: Date, cancellation: Cancellation) {
  if (o.type !== 'ORDER' || o.isRequest || o.status !== 'TO_COME') return null;
  const hours = (o.startAt.getTime() - now.getTime()) / HOUR_MS;
  const rule = applicableCancellationRule(cancellation.policy, cancellation.customRules, hours);
  const rules = cancellationRules(cancellation.policy, cancellation.customRules);
  if (!rule) return null;
  const before = (h: number) => new Date(o.startAt.getTime() - h * HOUR_MS);
  return {
    until: before(rules[rules.length - 1].hoursBeforeStart),
    refundPercent: rule.refundPercent,
    refundPercentUntil: before(rule.hoursBeforeStart),
  };
}

/** Why the customer cannot cancel the order themselves now, or null when they can. */
export function notCustomerCancelable(o: OrderRow, now: Date, cancellation: Cancellation, abandoned: boolean) {
  if (o.type === 'CANCELED') return 'it is already cancelled';
  if (o.status !== 'TO_COME') return 'it has started';
  if (o.type !== 'ORDER' || o.isRequest) return 'it is not a confirmed order';
  if (unpaidOnlineCancel(o, now, abandoned)) return null;
  if (abandoned) return 'its checkout is over';
  if (!policyWindow(o, now, cancellation)) return "the shop's cancellation rules no longer allow it";
  return null;
}

/**
 * What the customer's page offers for cancelling: cancelling at once (until when, what is refunded of what was paid
 * and what the shop keeps), or only asking the shop; and, for a cancelled order, what its cancellation settled.
 */
export async function customerCancelOptions(db: Db, order: OrderRow, now: Date) {
  const { cancellation } = await findSettings(db, order.companyId);
  const paid = order.paidCents;
  const info = order.cancelInfo;
  const cancelled = info
    ? {
        at: info.at,
        by: info.by,
        refund: fromCents(info.refundCents),
        fee: fromCents(info.feeCents),
        ...refundSplit(info),
      }
    : null;
  if (notCustomerCancelable(order, now, cancellation, false))
    return { policy: cancellation.policy, now: null, cancelled };
  if (unpaidOnlineCancel(order, now, false)) {
    const free = { until: null, refundPercent: 100, refundPercentUntil: null, refund: 0, fee: 0 };
    return { policy: cancellation.policy, now: free, cancelled };
  }
  const window = policyWindow(order, now, cancellation);
  if (!window) return { policy: cancellation.policy, now: null, cancelled };
  const hours = (order.startAt.getTime() - now.getTime()) / HOUR_MS;
  const policyRefund = cancellationRefund(cancellation.policy, cancellation.customRules, order.totalTtcCents, hours);
  const feeCents = order.totalTtcCents - policyRefund;
  return {
    policy: cancellation.policy,
    now: {
      until: window.until.toISOString(),
      refundPercent: window.refundPercent,
      refundPercentUntil: window.refundPercentUntil.toISOString(),
      refund: fromCents(Math.min(paid, Math.max(0, paid - feeCents))),
      fee: fromCents(feeCents),
    },
    cancelled,
  };
}

/** Of a cancellation's refund: what went back by card at once, and what the shop owes and was told to give back. */
export function refundSplit(info: OrderCancelInfo) {
  const byCard = info.by === 'CUSTOMER' ? (info.refundByCardCents ?? 0) : 0;
  return {
    refundByCard: fromCents(byCard),
    refundByShop: fromCents(info.by === 'CUSTOMER' ? info.refundCents - byCard : 0),
  };
}

/** Gives back by card up to `cents` of the order's card payments through their provider; answers how much went. */
export type RefundByCard = (tx: Ctx, order: OrderRow, cents: number, note: string) => Promise<number>;

/**
 * The refund a customer's own cancellation owes, in the cancelling transaction: given back at once by card when the
 * order was paid by card through the provider; whatever is left (paid another way, or refused by the provider) is
 * owed by the shop, which is told in its inbox (a note on the order it marks answered once done) and by mail. The
 * split is kept in the order's cancel info for the customer's page.
 */
export async function settleCustomerRefund(
  tx: Ctx,
  order: OrderRow,
  info: OrderCancelInfo,
  refundByCard: RefundByCard,
): Promise<OrderCancelInfo> {
  if (info.refundCents <= 0) return info;
  const byCard = await refundByCard(tx, order, info.refundCents, `Order #${order.number} cancelled by the customer`);
  const owed = info.refundCents - byCard;
  if (owed > 0) await tellShopRefundOwed(tx, order, owed);
  const settled = { ...info, refundByCardCents: byCard };
  await tx.db
    .update(orders)
    .set({ cancelInfo: settled })
    .where(and(eq(orders.companyId, order.companyId), eq(orders.id, order.id)));
  return settled;
}

async function tellShopRefundOwed(tx: Ctx, order: OrderRow, owedCents: number) {
  const company = await findCompanyById(tx.db, order.companyId);
  const amount = `${fromCents(owedCents).toFixed(2)} ${company?.currency ?? 'EUR'}`;
  await tx.db.insert(orderMessages).values({
    companyId: order.companyId,
    id: newId(tx.now.getTime()),
    orderId: order.id,
    author: 'CUSTOMER',
    kind: 'REFUND_OWED',
    // worded in the shop's language for its inbox, which shows the messages' text
    body:
      company?.defaultLanguage === 'fr'
        ? `Remboursement à faire au client : ${amount} (réservation annulée par le client)`
        : `Refund to make to the customer: ${amount} (booking cancelled by the customer)`,
    createdAt: tx.now,
  });
  await audit(tx, {
    companyId: order.companyId,
    action: 'order.refundOwed',
    entity: 'order',
    entityId: order.id,
    data: { owedCents },
  });
  await sendOrderMail(tx, {
    companyId: order.companyId,
    template: 'refundOwed',
    to: { email: company?.email ?? null, name: company?.name ?? null, language: company?.defaultLanguage },
    number: order.number,
    start: order.startAt,
    end: order.endAt,
    text: amount,
  });
}
