import type { Database, Db } from '../../platform/db/pool.ts';
import { conflict } from '../../platform/errors.ts';
import { type Ctx, tenantOf } from '../../platform/http/context.ts';
import { newId } from '../../platform/ids.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { MailEvent, MailLanguage } from './events.ts';
import { findOrderForMail } from './order-values.ts';
import { type CompanyMailInput, type MailCtx, renderCompanyMail } from './render-company-mail.ts';
import { claimMailSlot, linkMailToSlot } from './repository.ts';

export interface SendCtx extends MailCtx {
  deps: MailCtx['deps'] & { mailer: Mailer };
}

export interface OrderEventMail {
  companyId: string;
  orderId: string;
  event: MailEvent;
  /**
   * What makes this mail once: a second mail with the same (order, event, occurrence) is not sent. Scheduled mails
   * name the instant they are about; a mail a user asks for names itself (`manual:<id>`).
   */
  occurrence: string;
  language?: MailLanguage | null;
  values?: CompanyMailInput['values'];
  /** A mail a user asks for: 409 `noCustomerEmail`, nothing recorded, when there is nobody to send it to. */
  refuseWithoutEmail?: boolean;
}

export interface SentMail {
  mailId: string;
  event: MailEvent;
  to: string;
  subject: string;
  language: MailLanguage;
}

/**
 * Renders the event's mail for the order's customer and queues it with its record in one transaction (the caller's,
 * when `ctx.db` is one). Answers null when that occurrence was mailed already or the customer has no email (the slot
 * is then spent too: a scheduled mail is not retried every run).
 */
export async function sendOrderEventMail(ctx: SendCtx, mail: OrderEventMail, now: Date): Promise<SentMail | null> {
  const rendered = await renderCompanyMail(ctx, mail, now);
  if (!rendered.to && mail.refuseWithoutEmail) {
    throw conflict('noCustomerEmail', 'The order has no customer with an email address to send it to');
  }
  const write = async (db: Db) => {
    const claimed = await claimMailSlot(db, {
      companyId: mail.companyId,
      id: newId(now.getTime()),
      orderId: mail.orderId,
      event: mail.event,
      occurrence: mail.occurrence,
      mailId: null,
      language: rendered.language,
      recipient: rendered.to,
      sentAt: now,
    });
    if (!claimed || !rendered.to) return null;
    const mailId = await ctx.deps.mailer.enqueue(
      db,
      {
        to: rendered.to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        template: `order-${mail.event}`,
        companyId: mail.companyId,
      },
      now,
    );
    await linkMailToSlot(db, mail, mailId);
    return { mailId, event: mail.event, to: rendered.to, subject: rendered.subject, language: rendered.language };
  };
  if ('rollback' in ctx.db) return write(ctx.db);
  return (ctx.db as Database).transaction(write);
}

type Check = (order: Awaited<ReturnType<typeof findOrderForMail>>) => string | null;

const cancelled: Check = (o) => (o.type === 'CANCELED' ? null : 'Only a cancelled order gets the cancellation mail');
const returned: Check = (o) =>
  o.type === 'ORDER' && o.status === 'ENDED' ? null : 'Only a returned (ended) order gets the review request';

/** A mail a user sends by hand: 409 naming why when the order is not in a state for it or has nowhere to send it. */
async function sendByHand(ctx: Ctx, orderId: string, event: MailEvent, check: Check, language?: MailLanguage) {
  const companyId = tenantOf(ctx);
  const order = await findOrderForMail(ctx.db, companyId, orderId);
  const refused = check(order);
  if (refused) throw conflict('orderNotInState', refused, { status: order.status, type: order.type });
  const sent = await sendOrderEventMail(
    ctx,
    { companyId, orderId, event, occurrence: `manual:${newId(ctx.now.getTime())}`, language, refuseWithoutEmail: true },
    ctx.now,
  );
  if (!sent) throw new Error('a mail asked for by hand has its own occurrence: it is always claimed');
  return sent;
}

export const sendCancellationMail = (ctx: Ctx, orderId: string, language?: MailLanguage) =>
  sendByHand(ctx, orderId, 'CANCELLATION', cancelled, language);

export const sendReviewRequest = (ctx: Ctx, orderId: string, language?: MailLanguage) =>
  sendByHand(ctx, orderId, 'REVIEW_REQUEST', returned, language);
