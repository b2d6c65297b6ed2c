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
  const { price } = (await response.json()) as { price?: unknown };
  return typeof price === 'number' ? { totalCents: Math.round(price * 100) } : null;
}
