import { randomUUID } from 'node:crypto';
import { LANGUAGES, type Language } from '@hirebase/shared';
import { spreadsheetDateTime } from '@hirebase/shared/zone';
import type { Static } from 'typebox';
import { conflict, notFound } from '../../platform/errors.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { deliveryStatuses } from '../../platform/mail/statuses.ts';
import type { MailAttachment } from '../../platform/mail/tables.ts';
import { findCustomer } from '../customers/index.ts';
import { addressList, orderMailView, recordOrderMail } from '../order-mails/index.ts';
import { orderOr404 } from '../orders/index.ts';
import { ledgerRowsByIds } from '../payments/index.ts';
import { shopOf } from './day.ts';
import { methodOf, tillCents } from './methods.ts';
import { CASHBOOK_WORDS, dayText, moneyIn } from './pdf-words.ts';
import { receiptPdf } from './receipt-pdf.ts';
import type { ReceiptBody } from './schemas.ts';

const isLanguage = (value: string | null | undefined): value is Language =>
  !!value && (LANGUAGES as readonly string[]).includes(value);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Mails the customer of the payment's order (or the addresses given) a receipt of one ledger row that went through
 * (a payment, a deposit or a refund), its PDF attached; through the outbox, on the order's mails.
 */
export async function sendPaymentReceipt(ctx: StaffCtx, body: Static<typeof ReceiptBody>) {
  const [payment] = await ledgerRowsByIds(ctx, ctx.companyId, [body.paymentId]);
  if (!payment?.orderId) throw notFound('payment', body.paymentId);
  const cents = tillCents(payment);
  if (cents === null || payment.cancelsId) {
    throw conflict('paymentWithoutReceipt', 'Only a payment that went through has a receipt', {
      status: payment.cancelsId ? 'CANCELED' : payment.status,
      type: payment.type,
    });
  }
  const given = addressList('to', body.to, false);
  const order = await orderOr404(ctx.db, ctx.companyId, payment.orderId);
  const customer = order.customerId ? await findCustomer(ctx.db, ctx.companyId, order.customerId) : undefined;
  const to = given.length > 0 ? given : customer?.email ? [customer.email] : [];
  if (to.length === 0) {
    throw conflict('noCustomerEmail', 'The order has no customer with an email address: give the addresses in `to`');
  }
  const language: Language = body.lang ?? (isLanguage(customer?.language) ? customer.language : 'fr');
  const shop = await shopOf(ctx, ctx.companyId);
  const w = CASHBOOK_WORDS[language];
  const day = dayText(spreadsheetDateTime(payment.paymentDate, shop.timeZone).slice(0, 10));
  const amount = moneyIn(language, shop.currency)(payment.amountCents);
  const say = cents < 0 ? w.refundText : w.receiptText;
  const sentence = say(amount, day, w.methods[methodOf(payment)], order.number);
  const text = `${sentence}\n\n${w.thanks}\n\n${shop.name ?? ''}`;
  const pdf = await receiptPdf({ shop: shop.name ?? '', language, text: sentence, reference: payment.id });
  const key = `order-mails/${ctx.companyId}/${order.id}/${randomUUID()}`;
  const { size } = await ctx.deps.storage.put(key, pdf, 'application/pdf');
  const attachment: MailAttachment = { key, name: `receipt-${order.number}.pdf`, type: 'application/pdf', size };
  try {
    const row = await recordOrderMail(ctx, {
      orderId: order.id,
      to,
      cc: [],
      subject: w.receiptSubject(order.number),
      text,
      html: text
        .split('\n\n')
        .map((p) => `<p>${escapeHtml(p)}</p>`)
        .join(''),
      lang: language,
      attachments: [attachment],
      template: 'payment-receipt',
    });
    return orderMailView(row, (await deliveryStatuses(ctx.db, [row.mailId])).get(row.mailId));
  } catch (error) {
    await ctx.deps.storage.remove(key);
    throw error;
  }
}
