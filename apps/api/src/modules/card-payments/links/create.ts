import { fromCents, toCents } from '@hirebase/shared';
import type { Static } from 'typebox';
import { audit } from '../../../platform/audit.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { inTransaction } from '../../../platform/http/context.ts';
import type { StaffCtx } from '../../../platform/http/route.ts';
import { newId } from '../../../platform/ids.ts';
import { findCompanyById } from '../../companies/index.ts';
import { sendOrderEventMail } from '../../mail-templates/index.ts';
import { type OrderRow, orderOr404 } from '../../orders/index.ts';
import { orderDeposits } from '../../payments/index.ts';
import { checkedAmount, openCardAttempt } from '../checkout.ts';
import { activeProvider } from '../providers.ts';
import { type LinkKind, paymentLinks } from '../tables.ts';
import { lapseStaleAttempts } from './lapse.ts';
import type { SendLinkBody } from './schemas.ts';
import { linkUrl, publicLinkView } from './status.ts';

const DAY_MS = 24 * 3600 * 1000;
/** A link lasts a week unless the shop says otherwise, and at most 90 days. */
export const DEFAULT_LINK_DAYS = 7;
const MAX_LINK_DAYS = 90;

/** The deposit still to ask for: what the order's products ask, less what is held and what holds are under way. */
async function depositLeftToTake(ctx: StaffCtx, order: OrderRow) {
  const deposits = await orderDeposits(ctx, order);
  const pending = deposits.bails.filter((b) => b.state === 'PENDING').reduce((t, b) => t + toCents(b.amount), 0);
  return toCents(deposits.toTake) - toCents(deposits.held) - pending;
}

function expiryOf(asked: string | undefined, now: Date) {
  const expiresAt = asked ? new Date(asked) : new Date(now.getTime() + DEFAULT_LINK_DAYS * DAY_MS);
  if (expiresAt <= now) throw badRequest('expiresAt', 'The link must expire in the future');
  if (expiresAt.getTime() > now.getTime() + MAX_LINK_DAYS * DAY_MS) {
    throw badRequest('expiresAt', `A link lasts at most ${MAX_LINK_DAYS} days`);
  }
  return expiresAt;
}

/**
 * A payment link (the amount captured when the customer pays) or a deposit link (the amount held on the card): the
 * attempt's ledger row and intent, the link with its expiry, and the mail to the customer — all in one transaction,
 * the order locked while the amount is checked against what is due and under way.
 */
export async function createLink(ctx: StaffCtx, kind: LinkKind, orderId: string, input: Static<typeof SendLinkBody>) {
  return inTransaction(ctx, async (tx) => {
    const company = await findCompanyById(tx.db, ctx.companyId);
    if (!company) throw notFound('order', orderId);
    activeProvider(tx.db, tx.deps);
    const expiresAt = expiryOf(input.expiresAt, tx.now);
    const order = await orderOr404(tx.db, company.id, orderId, true);
    await lapseStaleAttempts(tx, company.id, order.id);
    let amountCents = input.amount === undefined ? undefined : toCents(input.amount);
    if (kind === 'DEPOSIT' && amountCents === undefined) {
      amountCents = await depositLeftToTake({ ...tx, companyId: company.id }, order);
      if (amountCents <= 0) throw conflict('depositNotDue', 'The order asks for no more deposit', { toTake: 0 });
    }
    const id = newId(tx.now.getTime());
    const url = linkUrl(tx.deps.config.publicUrl, company.slug, order, id);
    const attempt = await openCardAttempt(tx, company, {
      orderId: order.id,
      type: kind === 'PAYMENT' ? 'PAYMENT' : 'SHORT_TERM_DEPOSIT',
      capture: kind === 'PAYMENT' ? 'automatic' : 'manual',
      amountCents,
      check: kind === 'PAYMENT' ? checkedAmount : (asked) => asked as number,
      returnUrl: `${url}&card=1`,
    });
    const [link] = await tx.db
      .insert(paymentLinks)
      .values({
        companyId: company.id,
        id,
        orderId: order.id,
        kind,
        amountCents: attempt.row.amountCents,
        expiresAt,
        paymentId: attempt.row.id,
        createdAt: tx.now,
        createdBy: tx.actor.kind === 'user' ? tx.actor.userId : null,
      })
      .returning();
    await audit(tx, {
      action: kind === 'PAYMENT' ? 'paymentLink.create' : 'depositLink.create',
      entity: 'order',
      entityId: order.id,
      data: { linkId: id, paymentId: attempt.row.id, amountCents: link.amountCents, expiresAt },
    });
    const mail =
      input.sendMail === false
        ? null
        : await sendOrderEventMail(
            tx,
            {
              companyId: company.id,
              orderId: order.id,
              event: kind === 'PAYMENT' ? 'PAYMENT_LINK' : 'DEPOSIT_LINK',
              occurrence: `link:${id}`,
              language: input.lang,
              refuseWithoutEmail: true,
              values: (language) => ({
                'link.amount': new Intl.NumberFormat(language, {
                  style: 'currency',
                  currency: company.currency,
                }).format(fromCents(link.amountCents)),
                'link.expiry': new Intl.DateTimeFormat(language, {
                  dateStyle: 'long',
                  timeStyle: 'short',
                  timeZone: company.timezone,
                }).format(expiresAt),
                'link.url': url,
              }),
            },
            tx.now,
          );
    return {
      ...publicLinkView(link, 'OPEN', company),
      orderId: order.id,
      paymentId: attempt.row.id,
      url,
      mail: mail && { mailId: mail.mailId, to: mail.to, subject: mail.subject, language: mail.language },
    };
  });
}
