import { writeCsv } from '../../platform/csv.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { journalRows, journalTotals, type PeriodQuery, periodOf } from './company-documents.ts';

const JOURNAL_CSV_COLUMNS = [
  'type',
  'number',
  'issueDate',
  'orderNumber',
  'invoiceNumber',
  'customer',
  'customerVatNumber',
  'vatRate',
  'totalHT',
  'vat',
  'totalTTC',
] as const;

// decimal commas: the spreadsheets that read `;`-separated files expect them
const money = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const rate = (bp: number) => (bp / 100).toFixed(2).replace('.', ',');

/**
 * GET /invoice/exportCsv: the period's invoices and credit notes, one row per document and VAT rate (credit notes
 * negative), then one TOTAL row per VAT rate and one for all rates: what an accountant books.
 */
export async function exportJournalCsv(ctx: StaffCtx, q: PeriodQuery) {
  const [rows, totals] = await Promise.all([journalRows(ctx, q), journalTotals(ctx, q)]);
  const body: (string | number | null)[][] = [];
  for (const r of rows) {
    const sign = r.kind === 'CREDIT_NOTE' ? -1 : 1;
    for (const v of r.vat_by_rate) {
      body.push([
        r.kind,
        r.number,
        r.issue_date,
        r.order_number,
        r.invoice_number,
        r.buyer?.name ?? '',
        r.buyer?.vatNumber ?? '',
        rate(v.vatRateBp),
        money(sign * v.totalHtCents),
        money(sign * v.vatCents),
        money(sign * v.totalTtcCents),
      ]);
    }
  }
  for (const t of totals.byRate) {
    body.push([
      'TOTAL',
      '',
      '',
      '',
      '',
      '',
      '',
      rate(t.vatRateBp),
      money(t.totalHtCents),
      money(t.vatCents),
      money(t.totalTtcCents),
    ]);
  }
  const all = totals.byRate.reduce(
    (a, t) => ({ ht: a.ht + t.totalHtCents, vat: a.vat + t.vatCents, ttc: a.ttc + t.totalTtcCents }),
    { ht: 0, vat: 0, ttc: 0 },
  );
  body.push(['TOTAL', '', '', '', '', '', '', '', money(all.ht), money(all.vat), money(all.ttc)]);
  const { from, to } = periodOf(q);
  const name = q.month ? q.month : `${from === '0001-01-01' ? 'start' : from}_${to === '9999-12-31' ? 'end' : to}`;
  return { data: writeCsv(JOURNAL_CSV_COLUMNS, body), fileName: `invoices-${name}.csv` };
}
