/**
 * The year a customer's history opens on: the one chosen, else this year when they rented in it, else the latest year
 * they rented in, else this year.
 */
export function historyYear(chosen: number | null, thisYear: number, years: number[]): number {
  if (chosen !== null) return chosen;
  if (years.length === 0 || years.includes(thisYear)) return thisYear;
  return Math.max(...years);
}
