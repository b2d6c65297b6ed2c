import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../../platform/db/pool.ts';
import type { Deps } from '../../../platform/http/context.ts';
import { toCents } from '../../../platform/money.ts';
import { productsView } from '../../catalogue/index.ts';
import { findCompanyById } from '../../companies/index.ts';
import { findSettings } from '../../company-settings/index.ts';
import { orderForDocuments } from '../../orders/index.ts';
import { plainText } from './plain-text.ts';
import { type VatLine, vatBreakdown } from './vat-breakdown.ts';

export interface DocumentLine {
  name: string;
  quantity: number;
  unitPriceCents: number;
  totalTtcCents: number;
  vatRateBp: number;
  /** Delivery: a line of the order's total that is not an order line. */
  delivery?: boolean;
}

/** Everything a document of an order shows, read once and in cents. */
export interface DocumentData {
  company: {
    name: string;
    email: string | null;
    phone: string | null;
    address: string[];
    website: string | null;
    legal: { label: string; value: string }[];
  };
  color: string;
  /** The shop's logo as PNG (pdfkit reads PNG and JPEG only), when it has one. */
  logo: Buffer | undefined;
  terms: string;
  currency: string;
  timeZone: string;
  customer: { name: string; email: string | null; phone: string | null };
  order: { id: string; number: number; startAt: Date; endAt: Date };
  lines: DocumentLine[];
  vat: VatLine[];
  totals: { htCents: number; vatCents: number; ttcCents: number; discountCents: number };
  depositCents: number;
}

/** Deposits asked for the order's products: each product's deposit times its quantity. */
async function depositOf(
  db: Db,
  companyId: string,
  lines: { kind: string; itemId: string | null; quantity: number }[],
) {
  const products = lines.filter((l) => l.kind === 'product' && l.itemId);
  if (products.length === 0) return 0;
  const rows = await db
    .select({ id: productsView.id, depositCents: productsView.depositCents })
    .from(productsView)
    .where(
      and(
        eq(productsView.companyId, companyId),
        inArray(
          productsView.id,
          products.map((l) => l.itemId as string),
        ),
      ),
    );
  const deposit = new Map(rows.map((r) => [r.id, r.depositCents]));
  return products.reduce((sum, l) => sum + (deposit.get(l.itemId as string) ?? 0) * l.quantity, 0);
}

async function logoOf(deps: Deps, key: string | undefined) {
  const stored = key ? await deps.storage.get(key) : undefined;
  // a logo that does not decode is left out rather than failing the document
  return stored
    ? sharp(stored)
        .png()
        .toBuffer()
        .catch(() => undefined)
    : undefined;
}

/** What every document of the shop shows whatever the order: identity, legal mentions, logo, colour, terms. */
export type ShopPart = Pick<DocumentData, 'company' | 'color' | 'logo' | 'terms' | 'currency' | 'timeZone'>;

export async function shopPart(db: Db, deps: Deps, companyId: string): Promise<ShopPart> {
  const [company, settings] = await Promise.all([findCompanyById(db, companyId), findSettings(db, companyId)]);
  return {
    company: {
      name: company.name,
      email: company.email,
      phone: company.phone,
      address: [
        settings.mainInfos.street,
        [settings.mainInfos.zip, company.city].filter(Boolean).join(' '),
        company.country,
      ].filter((part): part is string => !!part),
      website: settings.mainInfos.website,
      legal: settings.documents.customFields,
    },
    color: settings.documents.color,
    logo: await logoOf(deps, settings.images.logo?.key),
    terms: plainText(settings.termsConditions),
    currency: company.currency,
    timeZone: company.timezone,
  };
}

export async function documentData(db: Db, deps: Deps, companyId: string, orderId: string, now: Date) {
  const [order, shop, settings] = await Promise.all([
    orderForDocuments(db, companyId, orderId, now),
    shopPart(db, deps, companyId),
    findSettings(db, companyId),
  ]);
  const topLines = order.lines.filter((l) => !l.parentLineId);
  const lines: DocumentLine[] = topLines.map((l) => ({
    name: l.name,
    quantity: l.quantity,
    unitPriceCents: toCents(l.unitPrice),
    totalTtcCents: toCents(l.totalTTC),
    vatRateBp: Math.round(l.vatRate * 100),
  }));
  const deliveryCents = toCents(order.delivery?.departure?.price ?? 0) + toCents(order.delivery?.arrival?.price ?? 0);
  if (deliveryCents > 0) {
    lines.push({
      name: '',
      quantity: 1,
      unitPriceCents: deliveryCents,
      totalTtcCents: deliveryCents,
      vatRateBp: settings.vat.rentalBp,
      delivery: true,
    });
  }
  const totals = {
    htCents: toCents(order.totalHT),
    vatCents: toCents(order.vat),
    ttcCents: toCents(order.totalTTC),
    discountCents: toCents(order.discount),
  };
  const data: DocumentData = {
    ...shop,
    customer: {
      name: order.customer?.displayName ?? '',
      email: order.customer?.email ?? null,
      phone: order.customer?.phone ?? null,
    },
    order: { id: order.id, number: order.number, startAt: new Date(order.startDate), endAt: new Date(order.endDate) },
    lines,
    vat: vatBreakdown(
      order.lines.map((l) => ({
        vatRateBp: Math.round(l.vatRate * 100),
        htCents: toCents(l.totalHT),
        vatCents: toCents(l.vat),
        ttcCents: toCents(l.totalTTC),
      })),
      totals,
      settings.vat.rentalBp,
    ),
    totals,
    depositCents: await depositOf(db, companyId, topLines),
  };
  return data;
}
