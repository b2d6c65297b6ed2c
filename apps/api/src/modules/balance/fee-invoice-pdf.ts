import { type Currency, formatMoney, type Language } from '@hirebase/shared';
import { and, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { notFound } from '../../platform/errors.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { drawCompanyHeader } from '../../platform/pdf/company-header.ts';
import { companyForRequest } from '../companies/index.ts';
import { feeInvoices } from './tables.ts';

const WORDS: Record<
  Language,
  Record<'title' | 'to' | 'month' | 'issued' | 'count' | 'taken' | 'net' | 'vat' | 'fees', string>
> = {
  fr: {
    title: 'Facture de frais de plateforme n° {n}',
    to: 'Facturé à',
    month: 'Mois',
    issued: 'Émise le',
    count: 'Paiements par carte',
    taken: 'Encaissé par carte',
    net: 'Frais hors TVA',
    vat: 'TVA {rate} %',
    fees: 'Total des frais TTC',
  },
  en: {
    title: 'Platform fee invoice no. {n}',
    to: 'Billed to',
    month: 'Month',
    issued: 'Issued on',
    count: 'Card payments',
    taken: 'Taken by card',
    net: 'Fees excl. VAT',
    vat: 'VAT {rate} %',
    fees: 'Total fees incl. VAT',
  },
  es: {
    title: 'Factura de comisiones de la plataforma n.º {n}',
    to: 'Facturado a',
    month: 'Mes',
    issued: 'Emitida el',
    count: 'Pagos con tarjeta',
    taken: 'Cobrado con tarjeta',
    net: 'Comisiones sin IVA',
    vat: 'IVA {rate} %',
    fees: 'Total de comisiones con IVA',
  },
  pt: {
    title: 'Fatura de taxas da plataforma n.º {n}',
    to: 'Faturado a',
    month: 'Mês',
    issued: 'Emitida em',
    count: 'Pagamentos com cartão',
    taken: 'Recebido com cartão',
    net: 'Taxas sem IVA',
    vat: 'IVA {rate} %',
    fees: 'Total das taxas com IVA',
  },
  it: {
    title: 'Fattura delle commissioni della piattaforma n. {n}',
    to: 'Fatturato a',
    month: 'Mese',
    issued: 'Emessa il',
    count: 'Pagamenti con carta',
    taken: 'Incassato con carta',
    net: 'Commissioni IVA esclusa',
    vat: 'IVA {rate} %',
    fees: 'Totale commissioni IVA inclusa',
  },
};

const LOCALE: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', pt: 'pt-PT', it: 'it-IT' };

/** A fee invoice of the shop as a one-page PDF in the language asked: the platform bills the shop its month's fees. */
export async function feeInvoicePdf(ctx: StaffCtx, invoiceId: string, language: Language) {
  const [invoice] = await ctx.db
    .select()
    .from(feeInvoices)
    .where(and(eq(feeInvoices.companyId, ctx.companyId), eq(feeInvoices.id, invoiceId)));
  if (!invoice) throw notFound('feeInvoice', invoiceId);
  const company = await companyForRequest(ctx, ctx.companyId);
  const currency = company?.currency ?? 'EUR';
  const timeZone = company?.timezone ?? 'Europe/Paris';
  const w = WORDS[language];
  const locale = LOCALE[language];
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${invoice.month}-15T12:00:00Z`),
  );
  const issued = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(invoice.issuedAt);
  const money = (cents: number) => formatMoney(cents, currency as Currency, locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: w.title.replace('{n}', String(invoice.number)) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const top = drawCompanyHeader(doc, { name: 'Hirebase' }, { x: 48, y: 48, width: 300 });
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(w.title.replace('{n}', String(invoice.number)), 48, top + 24);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  const line = (label: string, value: string) => doc.text(`${label}: ${value}`, 48, doc.y + 4, { width: 500 });
  line(w.to, company?.name ?? '');
  line(w.month, month);
  line(w.issued, issued);
  line(w.count, String(invoice.transactionCount));
  line(w.taken, money(invoice.grossCents));
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(invoice.vatBasisPoints / 100);
  line(w.net, money(invoice.feeCents - invoice.vatCents));
  line(w.vat.replace('{rate}', rate), money(invoice.vatCents));
  doc.font('Helvetica-Bold');
  line(w.fees, money(invoice.feeCents));
  doc.end();
  return { data: await done, fileName: `fee-invoice-${invoice.number}-${invoice.month}.pdf` };
}
