import type { Language } from '@hirebase/shared';
import PDFDocument from 'pdfkit';
import type { StaffCtx } from '../../platform/http/route.ts';
import { drawCompanyHeader } from '../../platform/pdf/company-header.ts';
import { CASHBOOK_METHODS } from './methods.ts';
import { CASHBOOK_WORDS, dayText, moneyIn } from './pdf-words.ts';
import { type BookDay, periodTotals, readPeriod } from './period.ts';
import type { MethodTotal } from './tables.ts';

// A4 landscape: a day per row, a column per method, then the drawer
const PAGE = { width: 841.89, height: 595.28, margin: 36 };
const WIDTHS = [62, 30, ...CASHBOOK_METHODS.map(() => 66), 66, 62, 62, 62];

const net = (totals: readonly MethodTotal[], method?: string) =>
  totals.filter((t) => !method || t.method === method).reduce((a, t) => a + t.inCents - t.outCents, 0);

function row(doc: PDFKit.PDFDocument, cells: string[], y: number, bold = false) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
  let x = PAGE.margin;
  let height = 0;
  cells.forEach((cell, i) => {
    const options = { width: WIDTHS[i] - 4, align: i < 2 ? ('left' as const) : ('right' as const) };
    doc.text(cell, x, y, options);
    height = Math.max(height, doc.heightOfString(cell, options));
    x += WIDTHS[i];
  });
  return y + height + 4;
}

/** GET /order/cashbookPdf/{lang}: the period's cashbook, a row per day, in the language asked. */
export async function cashbookPdf(ctx: StaffCtx, language: Language, query: { startDate: string; endDate: string }) {
  const { shop, days } = await readPeriod(ctx, query);
  const w = CASHBOOK_WORDS[language];
  const money = moneyIn(language, shop.currency);
  const doc = new PDFDocument({ size: [PAGE.width, PAGE.height], margin: PAGE.margin, info: { Title: w.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const top = drawCompanyHeader(doc, { name: shop.name ?? '' }, { x: PAGE.margin, y: PAGE.margin, width: 400 });
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(w.title, PAGE.margin, top + 10);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(w.period(dayText(query.startDate), dayText(query.endDate)));
  const heads = [w.day, w.z, ...CASHBOOK_METHODS.map((m) => w.methods[m]), w.total, w.opening, w.counted, w.difference];
  let y = row(doc, heads, doc.y + 14, true);
  const line = (at: number) =>
    doc
      .moveTo(PAGE.margin, at - 2)
      .lineTo(PAGE.width - PAGE.margin, at - 2)
      .stroke('#999999');
  line(y);
  const cellsOf = (d: BookDay) => [
    dayText(d.day),
    d.closing ? String(d.closing.number) : w.open,
    ...CASHBOOK_METHODS.map((m) => money(net(d.totals, m))),
    money(net(d.totals)),
    money(d.openingCents),
    d.closing ? money(d.closing.countedCents) : '',
    d.closing ? money(d.closing.countedCents - d.expectedCents) : '',
  ];
  for (const d of days) {
    if (y > PAGE.height - 60) {
      doc.addPage();
      y = row(doc, heads, PAGE.margin, true);
      line(y);
    }
    y = row(doc, cellsOf(d), y);
  }
  if (days.length === 0)
    y = doc
      .font('Helvetica')
      .fontSize(9)
      .text(w.none, PAGE.margin, y + 4).y;
  line(y + 2);
  const all = periodTotals(days);
  row(doc, [w.total, '', ...CASHBOOK_METHODS.map((m) => money(net(all, m))), money(net(all)), '', '', ''], y + 4, true);
  doc.end();
  return {
    data: await done,
    fileName: `cashbook-${query.startDate}_${query.endDate}-${language}.pdf`,
  };
}
