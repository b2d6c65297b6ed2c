/** One VAT rate of a document: the amounts charged at that rate. */
export interface VatLine {
  rateBp: number;
  htCents: number;
  vatCents: number;
  ttcCents: number;
}

/**
 * HT, VAT and TTC per VAT rate, from the order's lines, adding up exactly to the order's totals: what the order
 * charges beyond its lines (delivery, priced at the shop's rental rate) goes to that rate. Rates in increasing order.
 */
export function vatBreakdown(
  lines: { vatRateBp: number; htCents: number; vatCents: number; ttcCents: number }[],
  totals: { htCents: number; vatCents: number; ttcCents: number },
  rentalRateBp: number,
): VatLine[] {
  const byRate = new Map<number, VatLine>();
  const lineOf = (rateBp: number) => {
    let line = byRate.get(rateBp);
    if (!line) {
      line = { rateBp, htCents: 0, vatCents: 0, ttcCents: 0 };
      byRate.set(rateBp, line);
    }
    return line;
  };
  for (const l of lines) {
    if (l.ttcCents === 0 && l.htCents === 0) continue;
    const line = lineOf(l.vatRateBp);
    line.htCents += l.htCents;
    line.vatCents += l.vatCents;
    line.ttcCents += l.ttcCents;
  }
  const sum = (key: 'htCents' | 'vatCents' | 'ttcCents') =>
    [...byRate.values()].reduce((total, line) => total + line[key], 0);
  const rest = {
    htCents: totals.htCents - sum('htCents'),
    vatCents: totals.vatCents - sum('vatCents'),
    ttcCents: totals.ttcCents - sum('ttcCents'),
  };
  if (rest.htCents || rest.vatCents || rest.ttcCents) {
    const line = lineOf(rentalRateBp);
    line.htCents += rest.htCents;
    line.vatCents += rest.vatCents;
    line.ttcCents += rest.ttcCents;
  }
  return [...byRate.values()].sort((a, b) => a.rateBp - b.rateBp);
}
