import type { Static } from 'typebox';
import { conflict } from '../../platform/errors.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { deliveryStatuses } from '../../platform/mail/statuses.ts';
import { companyForRequest } from '../companies/index.ts';
import { renderCompanyMail } from '../mail-templates/index.ts';
import { customerOrderLink, orderOr404 } from '../orders/index.ts';
import { addressList } from './addresses.ts';
import { documentName } from './document-names.ts';
import { storeMailDocuments } from './mail-documents.ts';
import { recordOrderMail, viewOf } from './order-mail.ts';
import type { StateDocumentMailBody } from './schemas.ts';

/**
 * POST /mail/sendMailStateDocument: the order's condition report mailed to its customer (or the addresses given),
 * its PDF attached, in the company's CONDITION_REPORT template; through the outbox, on the order's mails.
 */
export async function sendStateDocumentMail(ctx: StaffCtx, body: Static<typeof StateDocumentMailBody>) {
  const order = await orderOr404(ctx.db, ctx.companyId, body.orderId);
  const given = addressList('to', body.to, false);
  const cc = addressList('cc', body.cc, false);
  const company = await companyForRequest(ctx, ctx.companyId);
  const link = company ? customerOrderLink(ctx.deps.config.publicUrl, company.slug, order) : '';
  const rendered = await renderCompanyMail(ctx, {
    companyId: ctx.companyId,
    event: 'CONDITION_REPORT',
    language: body.lang,
    orderId: order.id,
    values: (language) => ({ 'document.name': documentName(body.scope, language), 'document.link': link }),
  });
  const to = given.length > 0 ? given : rendered.to ? [rendered.to] : [];
  if (to.length === 0) {
    throw conflict('noCustomerEmail', 'The order has no customer with an email address: give the addresses in `to`');
  }
  const attachments = await storeMailDocuments(ctx, ctx.companyId, order, {
    documentIds: [],
    reportScopes: [body.scope],
  });
  try {
    const row = await recordOrderMail(ctx, {
      orderId: order.id,
      to,
      cc: cc.filter((a) => !to.some((t) => t.toLowerCase() === a.toLowerCase())),
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      lang: rendered.language,
      attachments,
      template: 'order-CONDITION_REPORT',
    });
    return viewOf(row, (await deliveryStatuses(ctx.db, [row.mailId])).get(row.mailId));
  } catch (error) {
    for (const f of attachments) await ctx.deps.storage.remove(f.key);
    throw error;
  }
}
