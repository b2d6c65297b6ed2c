import { customerDisplayName } from '@hirebase/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import type { CompanyRow } from '../companies/index.ts';
import type { StoredSettings } from '../company-settings/index.ts';
import { customersView as customers } from '../customers/index.ts';
import type { BuyerSnapshot, SellerSnapshot } from './tables.ts';

/** A document field whose label names a VAT number (TVA intracommunautaire, VAT, IVA, NIF, Partita IVA…). */
const VAT_LABEL = /\b(tva|vat|iva|nif|ust|btw|p\.?\s?iva)\b/i;

const lines = (...parts: (string | null | undefined)[]) => parts.map((p) => p?.trim() ?? '').filter(Boolean);

/**
 * The seller as the invoice prints it: the company's name and contact, its address from the main settings, and the
 * legal mentions the shop keeps in its document fields (SIRET, share capital, VAT number…), copied as they are.
 */
export function sellerOf(
  company: CompanyRow,
  settings: Pick<StoredSettings, 'mainInfos' | 'documents'>,
): SellerSnapshot {
  const mentions = settings.documents.customFields
    .filter((f) => f.label.trim() && f.value.trim())
    .map((f) => ({ label: f.label.trim(), value: f.value.trim() }));
  return {
    name: company.name,
    address: lines(settings.mainInfos.street, lines(settings.mainInfos.zip, company.city).join(' '), company.country),
    email: company.email,
    phone: company.phone,
    vatNumber: mentions.find((m) => VAT_LABEL.test(m.label))?.value ?? null,
    legalMentions: mentions,
  };
}

/** The buyer as the invoice prints it (a deleted customer still is the buyer of what they rented). */
export async function buyerOf(db: Db, companyId: string, customerId: string | null): Promise<BuyerSnapshot | null> {
  if (!customerId) return null;
  const [c] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)));
  if (!c) return null;
  const address = c.addresses[0];
  return {
    name: customerDisplayName(c),
    address: address ? lines(address.street, lines(address.zip, address.city).join(' '), address.country) : [],
    email: c.email,
    vatNumber: c.vatNumber?.trim() || null,
    language: c.language,
  };
}
