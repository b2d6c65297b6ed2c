import { customerDisplayName } from '@hirebase/shared';
import { spreadsheetDateTime } from '@hirebase/shared/zone';
import type { Ctx } from '../../../platform/http/context.ts';
import { findCompanyById } from '../../companies/index.ts';
import { findCustomer } from '../../customers/index.ts';
import { customerOrderLink } from '../customer-area/order-link.ts';

/** Mails about an order to its customer, in the customer's language (the shop's otherwise; French or English). */
type Params = { name: string; shop: string; number: number; start: string; end: string; text: string | null };
type Texts = (p: Params) => { subject: string; text: string };

const quoted = (text: string | null) => (text ? `\n\n« ${text} »` : '');
const quotedEn = (text: string | null) => (text ? `\n\n"${text}"` : '');

const TEXTS: Record<string, Record<'fr' | 'en', Texts>> = {
  orderRequestApproved: {
    fr: (p) => ({
      subject: `${p.shop} : votre demande de réservation n° ${p.number} est acceptée`,
      text: `Bonjour ${p.name},\n\n${p.shop} a accepté votre demande de réservation du ${p.start} au ${p.end}.${quoted(p.text)}`,
    }),
    en: (p) => ({
      subject: `${p.shop}: your booking request #${p.number} is accepted`,
      text: `Hello ${p.name},\n\n${p.shop} accepted your booking request from ${p.start} to ${p.end}.${quotedEn(p.text)}`,
    }),
  },
  orderRequestRefused: {
    fr: (p) => ({
      subject: `${p.shop} : votre demande de réservation n° ${p.number} n'a pas pu être acceptée`,
      text: `Bonjour ${p.name},\n\n${p.shop} ne peut pas accepter votre demande de réservation du ${p.start} au ${p.end}.${quoted(p.text)}`,
    }),
    en: (p) => ({
      subject: `${p.shop}: your booking request #${p.number} could not be accepted`,
      text: `Hello ${p.name},\n\n${p.shop} cannot accept your booking request from ${p.start} to ${p.end}.${quotedEn(p.text)}`,
    }),
  },
  orderMessageReply: {
    fr: (p) => ({
      subject: `${p.shop} : réponse à votre message sur la réservation n° ${p.number}`,
      text: `Bonjour ${p.name},\n\n${p.shop} vous répond au sujet de votre réservation du ${p.start} au ${p.end} :${quoted(p.text)}`,
    }),
    en: (p) => ({
      subject: `${p.shop}: reply about your booking #${p.number}`,
      text: `Hello ${p.name},\n\n${p.shop} replies about your booking from ${p.start} to ${p.end}:${quotedEn(p.text)}`,
    }),
  },
  refundOwed: {
    fr: (p) => ({
      subject: `${p.shop} : remboursement à faire, réservation n° ${p.number} annulée`,
      text: `Bonjour,\n\nLe client a annulé sa réservation n° ${p.number} du ${p.start} au ${p.end} dans le délai de vos conditions d'annulation. Il lui est dû ${p.text} : elle n'a pas été payée par carte en ligne, remboursez-le depuis les paiements de la réservation.`,
    }),
    en: (p) => ({
      subject: `${p.shop}: refund to make, booking #${p.number} cancelled`,
      text: `Hello,\n\nThe customer cancelled their booking #${p.number} from ${p.start} to ${p.end} within your cancellation policy. They are owed ${p.text}: it was not paid by card online, so refund it from the booking's payments.`,
    }),
  },
  waitingListOffer: {
    fr: (p) => ({
      subject: `${p.shop} : ${p.text} est disponible`,
      text: `Bonjour ${p.name},\n\nBonne nouvelle : ${p.text} est de nouveau disponible du ${p.start} au ${p.end}. Réservez-le dès maintenant auprès de ${p.shop} ; il reste disponible pour le premier qui réserve.`,
    }),
    en: (p) => ({
      subject: `${p.shop}: ${p.text} is available`,
      text: `Hello ${p.name},\n\nGood news: ${p.text} is available again from ${p.start} to ${p.end}. Book it now with ${p.shop}; it goes to whoever books first.`,
    }),
  },
};

export type OrderMailTemplate = keyof typeof TEXTS;

export interface OrderMail {
  companyId: string;
  template: OrderMailTemplate;
  to: { email: string | null; name: string | null; language?: string | null };
  number?: number;
  start: Date;
  end: Date;
  text: string | null;
  /** The order the mail is about: the mail ends with the customer's own link to it. */
  order?: { id: string; linkKey: string };
  /** The link is where the customer pays what is left (an approved request not paid yet). */
  payFromLink?: boolean;
}

/** Queues a mail in the caller's transaction; nothing is sent to a customer without an email. */
export async function sendOrderMail(ctx: Ctx, mail: OrderMail) {
  if (!mail.to.email) return;
  const company = await findCompanyById(ctx.db, mail.companyId);
  const timeZone = company?.timezone ?? 'Europe/Paris';
  const language = (mail.to.language ?? company?.defaultLanguage ?? 'fr') === 'fr' ? 'fr' : 'en';
  const content = TEXTS[mail.template][language]({
    name: mail.to.name ?? '',
    shop: company?.name ?? '',
    number: mail.number ?? 0,
    start: spreadsheetDateTime(mail.start, timeZone),
    end: spreadsheetDateTime(mail.end, timeZone),
    text: mail.text,
  });
  if (mail.order && company) {
    const link = customerOrderLink(ctx.deps.config.publicUrl, company.slug, mail.order);
    const words = mail.payFromLink
      ? { fr: 'Réglez votre réservation :', en: 'Pay for your booking:' }
      : { fr: 'Votre réservation :', en: 'Your booking:' };
    content.text += `\n\n${words[language]} ${link}`;
  }
  await ctx.deps.mailer.enqueue(
    ctx.db,
    { to: mail.to.email, ...content, template: mail.template, companyId: mail.companyId },
    ctx.now,
  );
}

/** The same, to the customer of an order. */
export async function mailOrderCustomer(
  ctx: Ctx,
  order: {
    id: string;
    linkKey: string;
    companyId: string;
    customerId: string | null;
    number: number;
    startAt: Date;
    endAt: Date;
    totalTtcCents?: number;
    paidCents?: number;
  },
  template: OrderMailTemplate,
  text: string | null,
) {
  if (!order.customerId) return;
  const customer = await findCustomer(ctx.db, order.companyId, order.customerId);
  if (!customer) return;
  await sendOrderMail(ctx, {
    companyId: order.companyId,
    template,
    to: { email: customer.email, name: customerDisplayName(customer), language: customer.language },
    number: order.number,
    start: order.startAt,
    end: order.endAt,
    text,
    order,
    payFromLink:
      template === 'orderRequestApproved' && order.totalTtcCents !== undefined && order.paidCents !== undefined
        ? order.paidCents < order.totalTtcCents
        : false,
  });
}
