import { customerDisplayName } from '@hirebase/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { notFound } from '../../platform/errors.ts';
import { type CompanyRow, findCompanyById } from '../companies/index.ts';
import { findSettings, type StoredSettings } from '../company-settings/index.ts';
import { type CustomerRow, findCustomer } from '../customers/index.ts';
import { customerOrderLink, ordersView } from '../orders/index.ts';
import type { MailLanguage, MailValues } from './events.ts';
import type { MailBranding } from './layout.ts';

const LOCALES: Record<MailLanguage, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', pt: 'pt-PT', it: 'it-IT' };

/** "samedi 4 septembre 2026 à 09:00", in the company's zone and the mail's language. */
export const mailDate = (at: Date, language: MailLanguage, timeZone: string) =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'full', timeStyle: 'short', timeZone }).format(at);

export async function findOrderForMail(db: Db, companyId: string, orderId: string) {
  const [order] = await db
    .select()
    .from(ordersView)
    .where(and(eq(ordersView.companyId, companyId), eq(ordersView.id, orderId), isNull(ordersView.deletedAt)));
  if (!order) throw notFound('order', orderId);
  return order;
}

export type OrderForMail = Awaited<ReturnType<typeof findOrderForMail>>;

/** What a mail of a company needs to know about it. */
export interface CompanyForMail {
  company: CompanyRow;
  settings: StoredSettings;
}

export async function companyForMail(db: Db, companyId: string): Promise<CompanyForMail> {
  const [company, settings] = await Promise.all([findCompanyById(db, companyId), findSettings(db, companyId)]);
  if (!company) throw notFound('company', companyId);
  return { company, settings };
}

export function companyValues({ company, settings }: CompanyForMail): MailValues {
  return {
    'company.name': company.name,
    'company.email': company.email ?? '',
    'company.phone': company.phone ?? settings.onlineStore.phone ?? '',
  };
}

export function orderValues(
  publicUrl: string,
  shop: CompanyForMail,
  order: OrderForMail,
  customer: CustomerRow | undefined,
  language: MailLanguage,
): MailValues {
  const zone = shop.company.timezone;
  const orderLink = customerOrderLink(publicUrl, shop.company.slug, order);
  return {
    ...companyValues(shop),
    'customer.firstName': customer?.firstName ?? customer?.companyName ?? '',
    'customer.lastName': customer?.lastName ?? '',
    'customer.name': customer ? customerDisplayName(customer) : '',
    'order.number': String(order.number),
    'order.start': mailDate(order.startAt, language, zone),
    'order.end': mailDate(order.endAt, language, zone),
    'order.link': orderLink,
    'review.link': shop.settings.notifications.opinionBooster.reviewUrl ?? orderLink,
  };
}

export const findOrderCustomer = (db: Db, order: OrderForMail) =>
  order.customerId ? findCustomer(db, order.companyId, order.customerId) : Promise.resolve(undefined);

export function brandingOf(publicUrl: string, { company, settings }: CompanyForMail): MailBranding {
  const logo = settings.images.logo;
  return {
    companyName: company.name,
    logoUrl: logo ? `${publicUrl}/v2/files/${logo.key}` : null,
    color: settings.theme.primaryColor || settings.documents.color,
    footer: [company.city, company.phone, company.email].filter((s): s is string => !!s),
  };
}
