import type { Db } from '../../platform/db/pool.ts';
import { defaultText } from './defaults/index.ts';
import { isMailLanguage, type MailEvent, type MailLanguage, type MailValues } from './events.ts';
import { mailMjml, mailText } from './layout.ts';
import { mjmlToHtml } from './mjml.ts';
import {
  brandingOf,
  type CompanyForMail,
  companyForMail,
  companyValues,
  findOrderCustomer,
  findOrderForMail,
  mailDate,
  type OrderForMail,
  orderValues,
} from './order-values.ts';
import { templateOfEvent } from './repository.ts';
import { subjectOf } from './template-syntax.ts';

/** What rendering needs: a database (or an open transaction) and the public address links start with. */
export interface MailCtx {
  db: Db;
  deps: { config: { publicUrl: string } };
}

export interface CompanyMailInput {
  companyId: string;
  event: MailEvent;
  /** The mail's language; else the customer's, else the company's default, else French. */
  language?: string | null;
  /** The order the mail is about: fills customer.*, order.* and the links. Without it, sample values. */
  orderId?: string;
  /** Values only the caller knows (document.name, document.link…); they win over the order's. */
  values?: MailValues | ((language: MailLanguage) => MailValues);
  /** Texts to render instead of the company's (the editor's preview). */
  texts?: { subject: string; body: string };
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  language: MailLanguage;
  /** The order's customer's email, when the mail is about an order and they have one. */
  to: string | null;
}

const DAY = 24 * 60 * 60 * 1000;

function sampleValues(publicUrl: string, shop: CompanyForMail, language: MailLanguage, now: Date): MailValues {
  const zone = shop.company.timezone;
  const start = new Date(Math.ceil(now.getTime() / DAY) * DAY + 3 * DAY + 9 * 3600 * 1000);
  const end = new Date(start.getTime() + 2 * DAY + 9 * 3600 * 1000);
  const link = `${publicUrl}/your-order/${encodeURIComponent(shop.company.slug)}/sample`;
  return {
    ...companyValues(shop),
    'customer.firstName': 'Camille',
    'customer.lastName': 'Durand',
    'customer.name': 'Camille Durand',
    'order.number': '1042',
    'order.start': mailDate(start, language, zone),
    'order.end': mailDate(end, language, zone),
    'order.link': link,
    'review.link': shop.settings.notifications.opinionBooster.reviewUrl ?? link,
    'document.name': {
      fr: 'Contrat de location',
      en: 'Rental agreement',
      es: 'Contrato de alquiler',
      pt: 'Contrato de aluguer',
      it: 'Contratto di noleggio',
    }[language],
    'document.link': `${link}/document`,
    'deposit.amount': new Intl.NumberFormat(language, { style: 'currency', currency: shop.company.currency }).format(
      300,
    ),
    'deposit.date': mailDate(now, language, zone),
    'link.amount': new Intl.NumberFormat(language, { style: 'currency', currency: shop.company.currency }).format(80),
    'link.expiry': mailDate(new Date(now.getTime() + 7 * DAY), language, zone),
    'link.url': `${link}?link=sample`,
  };
}

/**
 * Renders a company's mail of an event: its own texts (or the built-in ones) in the recipient's language, with the
 * order's values (HTML-escaped in the HTML part), as responsive HTML with the shop's logo and colour, plus a text part.
 * Other modules send it through `sendOrderEventMail`, or queue `{ to, subject, html, text }` on the mailer themselves.
 */
export async function renderCompanyMail(
  ctx: MailCtx,
  input: CompanyMailInput,
  now = new Date(),
): Promise<RenderedMail> {
  const publicUrl = ctx.deps.config.publicUrl;
  const shop = await companyForMail(ctx.db, input.companyId);
  let order: OrderForMail | undefined;
  let customer: Awaited<ReturnType<typeof findOrderCustomer>>;
  if (input.orderId) {
    order = await findOrderForMail(ctx.db, input.companyId, input.orderId);
    customer = await findOrderCustomer(ctx.db, order);
  }
  const language = [input.language, customer?.language, shop.company.defaultLanguage].find(isMailLanguage) ?? 'fr';
  const texts = input.texts ?? (await textsOf(ctx.db, input.companyId, input.event, language));
  const values = {
    ...(order ? orderValues(publicUrl, shop, order, customer, language) : sampleValues(publicUrl, shop, language, now)),
    ...(typeof input.values === 'function' ? input.values(language) : input.values),
  };
  const brand = brandingOf(publicUrl, shop);
  return {
    subject: subjectOf(texts.subject, values),
    html: await mjmlToHtml(mailMjml(texts.subject, texts.body, values, brand)),
    text: mailText(texts.body, values, brand),
    language,
    to: customer?.email ?? null,
  };
}

async function textsOf(db: Db, companyId: string, event: MailEvent, language: MailLanguage) {
  const own = await templateOfEvent(db, companyId, event);
  return own?.texts[language] ?? defaultText(event, language);
}
