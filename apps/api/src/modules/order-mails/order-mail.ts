import { and, desc, eq } from 'drizzle-orm';
import { audit } from '../../platform/audit.ts';
import { inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx, UploadedFile } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import { type DeliveryStatus, deliveryStatuses } from '../../platform/mail/statuses.ts';
import type { MailAttachment } from '../../platform/mail/tables.ts';
import { companyForRequest } from '../companies/index.ts';
import { renderCompanyMail } from '../mail-templates/index.ts';
import { orderOr404 } from '../orders/index.ts';
import { storeMailDocuments } from './mail-documents.ts';
import { removeMailFiles, storeMailFiles } from './mail-files.ts';
import { checkMailForm, isLanguage, type OrderMailFields } from './mail-form.ts';
import { orderMails } from './tables.ts';

type OrderMailRow = typeof orderMails.$inferSelect;

/**
 * POST /order/email: the mail written from an order's page. The form is checked, then the files are stored, then
 * the mail's record and its outbox row (with its delivery job) are written in one transaction; a refusal at any
 * step removes the files stored.
 */
export async function sendOrderMail(ctx: StaffCtx, form: OrderMailFields, files: UploadedFile[]) {
  // another company's order is a 404 whatever else the form holds
  const order = await orderOr404(ctx.db, ctx.companyId, form.orderId);
  const company = await companyForRequest(ctx, ctx.companyId);
  const mail = checkMailForm(form, isLanguage(company?.defaultLanguage) ? company.defaultLanguage : 'fr');
  const rendered = mail.template
    ? await renderCompanyMail(ctx, {
        companyId: ctx.companyId,
        event: mail.template,
        language: mail.lang,
        orderId: order.id,
      })
    : null;
  const documents = await storeMailDocuments(ctx, ctx.companyId, order, mail.documents);
  let stored = documents;
  try {
    stored = [...(await storeMailFiles(ctx, form.orderId, files)), ...documents];
    const row = await recordOrderMail(ctx, {
      orderId: order.id,
      to: mail.to,
      cc: mail.cc,
      subject: mail.subject || (rendered?.subject ?? ''),
      text: rendered?.text ?? mail.text,
      html: rendered?.html,
      lang: rendered?.language ?? mail.lang,
      attachments: stored,
      template: mail.template ? `order-${mail.template}` : 'orderManual',
    });
    return viewOf(row, (await deliveryStatuses(ctx.db, [row.mailId])).get(row.mailId));
  } catch (error) {
    await removeMailFiles(ctx, stored);
    throw error;
  }
}

export interface OrderMailRecord {
  orderId: string;
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  html?: string;
  lang: string;
  attachments: MailAttachment[];
  template: string;
}

/** Queues the mail and writes its record on the order's timeline, in one transaction (the caller's when open). */
export async function recordOrderMail(ctx: StaffCtx, mail: OrderMailRecord) {
  return inTransaction(ctx, async (tx) => {
    const order = await orderOr404(tx.db, ctx.companyId, mail.orderId, true);
    const mailId = await ctx.deps.mailer.enqueue(
      tx.db,
      {
        to: mail.to.join(', '),
        cc: mail.cc,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        template: mail.template,
        companyId: ctx.companyId,
        attachments: mail.attachments,
      },
      tx.now,
    );
    const [inserted] = await tx.db
      .insert(orderMails)
      .values({
        companyId: ctx.companyId,
        id: newId(tx.now.getTime()),
        orderId: order.id,
        mailId,
        to: mail.to,
        cc: mail.cc,
        subject: mail.subject,
        text: mail.text,
        lang: mail.lang,
        attachments: mail.attachments,
        sentBy: ctx.actor.kind === 'user' ? ctx.actor.userId : null,
        createdAt: tx.now,
      })
      .returning();
    await audit(tx, { action: 'order.mail', entity: 'order', entityId: order.id, data: { mailId, to: mail.to } });
    return inserted;
  });
}

/** GET /order/emails/{orderId}: the mails of an order, newest first, each with its delivery status. */
export async function orderMailsOf(ctx: StaffCtx, orderId: string) {
  await orderOr404(ctx.db, ctx.companyId, orderId);
  const rows = await ctx.db
    .select()
    .from(orderMails)
    .where(and(eq(orderMails.companyId, ctx.companyId), eq(orderMails.orderId, orderId)))
    .orderBy(desc(orderMails.createdAt), desc(orderMails.id))
    .limit(500);
  const statuses = await deliveryStatuses(
    ctx.db,
    rows.map((r) => r.mailId),
  );
  return rows.map((r) => viewOf(r, statuses.get(r.mailId)));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A delivered mail leaves the outbox after its retention: it was sent. */
export function deliveryOf(status: DeliveryStatus | undefined) {
  if (!status)
    return { status: 'sent' as const, attempts: 1, error: null, lastAttemptAt: null, sentAt: null, failedAt: null };
  const shown =
    status.status === 'outbox'
      ? 'notSent'
      : status.status === 'queued' && status.attempts > 0
        ? 'retrying'
        : status.status;
  return {
    status: shown,
    attempts: status.attempts,
    error: status.error,
    lastAttemptAt: iso(status.lastAttemptAt),
    sentAt: iso(status.sentAt),
    failedAt: iso(status.failedAt),
  };
}

export function viewOf(row: OrderMailRow, status: DeliveryStatus | undefined) {
  return {
    id: row.id,
    orderId: row.orderId,
    to: row.to,
    cc: row.cc,
    subject: row.subject,
    text: row.text,
    lang: row.lang,
    attachments: row.attachments.map(({ name, type, size }) => ({ name, type, size })),
    sentBy: row.sentBy,
    createdAt: row.createdAt.toISOString(),
    delivery: deliveryOf(status),
  };
}
