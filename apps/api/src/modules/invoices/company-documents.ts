import { fromCents } from '@hirebase/shared';
import { sql } from 'drizzle-orm';
import { badRequest } from '../../platform/errors.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import type { BuyerSnapshot, VatByRate } from './tables.ts';

export interface PeriodQuery {
  month?: string;
  from?: string;
  to?: string;
  kind?: 'INVOICE' | 'CREDIT_NOTE';
}

/** First and last day of the period asked: a month, or days from/to (each side optional). */
export function periodOf(q: PeriodQuery) {
  if (q.month) {
    const [y, m] = q.month.split('-').map(Number);
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return { from: `${q.month}-01`, to: `${q.month}-${String(last).padStart(2, '0')}` };
  }
  if (q.from && q.to && q.from > q.to) throw badRequest('to', 'The period ends before it starts');
  return { from: q.from ?? '0001-01-01', to: q.to ?? '9999-12-31' };
}

/** Invoices and credit notes of the company issued in the period: one journal, credit notes counting negative. */
const journal = (companyId: string, q: PeriodQuery) => {
  const { from, to } = periodOf(q);
  const both = sql`
    select 'INVOICE' as kind, id, number, year, sequence, issue_date::text as issue_date, order_id, order_number, null::text as invoice_number,
           buyer, vat_by_rate, total_ht_cents, vat_cents, total_ttc_cents
      from invoices where company_id = ${companyId} and issue_date between ${from} and ${to}
    union all
    select 'CREDIT_NOTE', c.id, c.number, c.year, c.sequence, c.issue_date::text, c.order_id, i.order_number, c.invoice_number,
           c.buyer, c.vat_by_rate, -c.total_ht_cents, -c.vat_cents, -c.total_ttc_cents
      from credit_notes c join invoices i on i.company_id = c.company_id and i.id = c.invoice_id
     where c.company_id = ${companyId} and c.issue_date between ${from} and ${to}`;
  return q.kind ? sql`select * from (${both}) j where kind = ${q.kind}` : sql`select * from (${both}) j`;
};

export interface JournalRow {
  kind: 'INVOICE' | 'CREDIT_NOTE';
  id: string;
  number: string;
  issue_date: string;
  order_id: string;
  order_number: number;
  invoice_number: string | null;
  buyer: BuyerSnapshot | null;
  vat_by_rate: VatByRate[];
  total_ht_cents: number;
  vat_cents: number;
  total_ttc_cents: number;
}

const ORDER = sql`order by issue_date, kind desc, year, sequence`;

export async function journalRows(ctx: StaffCtx, q: PeriodQuery, page?: { limit: number; offset: number }) {
  const limit = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const result = await ctx.db.execute(sql`${journal(ctx.companyId, q)} ${ORDER} ${limit}`);
  return result.rows as unknown as JournalRow[];
}

/** Totals of the period per VAT rate (credit notes negative) and over all. */
export async function journalTotals(ctx: StaffCtx, q: PeriodQuery) {
  const result = await ctx.db.execute(sql`
    with j as (${journal(ctx.companyId, q)})
    select (r->>'vatRateBp')::int as rate,
           sum(sign(j.total_ttc_cents) * (r->>'totalHtCents')::int)::int as ht,
           sum(sign(j.total_ttc_cents) * (r->>'vatCents')::int)::int as vat,
           sum(sign(j.total_ttc_cents) * (r->>'totalTtcCents')::int)::int as ttc
      from j, jsonb_array_elements(j.vat_by_rate) r
     group by 1 order by 1`);
  const count = await ctx.db.execute(sql`select count(*)::int as n from (${journal(ctx.companyId, q)}) c`);
  const byRate = (result.rows as { rate: number; ht: number; vat: number; ttc: number }[]).map((r) => ({
    vatRateBp: r.rate,
    totalHtCents: r.ht,
    vatCents: r.vat,
    totalTtcCents: r.ttc,
  }));
  return { byRate, total: (count.rows[0] as { n: number }).n };
}

export const entryView = (r: JournalRow) => ({
  kind: r.kind,
  id: r.id,
  number: r.number,
  issueDate: r.issue_date,
  orderId: r.order_id,
  orderNumber: r.order_number,
  invoiceNumber: r.invoice_number,
  buyerName: r.buyer?.name ?? null,
  totalHT: fromCents(r.total_ht_cents),
  vat: fromCents(r.vat_cents),
  totalTTC: fromCents(r.total_ttc_cents),
});
