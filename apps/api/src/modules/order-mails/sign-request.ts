import type { Static } from 'typebox';
import { conflict } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { newId } from '../../platform/ids.ts';
import { deliveryStatuses } from '../../platform/mail/statuses.ts';
import { companyForRequest } from '../companies/index.ts';
import { eventMailsOfOrder, sendOrderEventMail } from '../mail-templates/index.ts';
import { customerOrderLink, orderOr404 } from '../orders/index.ts';
import { documentName } from './document-names.ts';
import { orderDocumentPdf } from './mail-documents.ts';
import { deliveryOf } from './order-mail.ts';
import type { SendToSignBody } from './schemas.ts';

/** The occurrence of a "send to sign" mail names its document; each send is its own. */
const occurrenceOf = (documentId: string, at: Date) => `sign:${documentId}:${newId(at.getTime())}`;
const documentOf = (occurrence: string) => occurrence.split(':')[1] ?? '';

/**
 * POST /order/sendDocumentToSign: mails the order's customer the DOCUMENT_TO_SIGN template with the order's link
 * (its token opens the order and lets them sign). Only a generated, unsigned document of the order: 409
 * documentNotReady while generating, documentAlreadySigned once signed, noCustomerEmail without an address.
 */
export async function sendDocumentToSign(ctx: StaffCtx, body: Static<typeof SendToSignBody>) {
  const order = await orderOr404(ctx.db, ctx.companyId, body.orderId);
  const { document } = await orderDocumentPdf(ctx, ctx.companyId, order, body.documentId);
  if (document.signedKey) {
    throw conflict('documentAlreadySigned', 'The document is signed already', { key: document.key });
  }
  const company = await companyForRequest(ctx, ctx.companyId);
  const link = `${customerOrderLink(ctx.deps.config.publicUrl, company?.slug ?? '', order)}&document=${document.id}`;
  const sent = await inTransaction(ctx, async (tx) => {
    // the order's row is held so that a deleted order is not mailed
    await orderOr404(tx.db, ctx.companyId, order.id, true);
    return sendOrderEventMail(
      { db: tx.db, deps: ctx.deps },
      {
        companyId: ctx.companyId,
        orderId: order.id,
        event: 'DOCUMENT_TO_SIGN',
        occurrence: occurrenceOf(document.id, tx.now),
        language: body.lang,
        values: (language) => ({ 'document.name': documentName(document.kind, language), 'document.link': link }),
        refuseWithoutEmail: true,
      },
      tx.now,
    );
  });
  if (!sent) throw new Error('a mail asked for by hand has its own occurrence: it is always claimed');
  return (await sentToSign(ctx, order.id)).find((s) => s.mailId === sent.mailId);
}

/** GET /order/documentsSentToSign/{orderId}: every "send to sign" mail of the order, newest first, with its status. */
export async function sentToSign(ctx: StaffCtx, orderId: string) {
  await orderOr404(ctx.db, ctx.companyId, orderId);
  const rows = (await eventMailsOfOrder(ctx.db, ctx.companyId, orderId))
    .filter((r) => r.event === 'DOCUMENT_TO_SIGN' && r.mailId)
    .reverse();
  const statuses = await deliveryStatuses(
    ctx.db,
    rows.map((r) => r.mailId as string),
  );
  return rows.map((r) => ({
    documentId: documentOf(r.occurrence),
    mailId: r.mailId as string,
    to: r.recipient ?? '',
    language: r.language,
    sentAt: r.sentAt.toISOString(),
    delivery: deliveryOf(statuses.get(r.mailId as string)),
  }));
}
