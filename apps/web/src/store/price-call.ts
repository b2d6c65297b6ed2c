/**
 * What one unit of a product costs in the store for whole days [startDay, endDay] (`YYYY-MM-DD`), from the store's
 * public price call (`GET /v2/online-store/item-price/…`, money in major units). Null when it cannot say.
 */
export async function fetchPeriodPrice(
  companyId: string,
  productId: string,
  startDay: string,
  endDay: string,
  signal?: AbortSignal,
): Promise<{ totalCents: number } | null> {
  const query = new URLSearchParams({ startDate: startDay, endDate: endDay, rentalType: 'LCD' });
  const url = `/v2/online-store/item-price/${companyId}/${productId}/product?${query}`;
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) return null;
  const body = (await response.json()) as Record<string, unknown>;
  const total = [body.totalTTC, body.total, body.price].find((v): v is number => typeof v === 'number');
  return total === undefined ? null : { totalCents: Math.round(total * 100) };
}
