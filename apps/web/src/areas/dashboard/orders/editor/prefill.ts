import type { OrderPrefill } from './orderForm.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** The address of a new order pre-filled with a period and a product (one unit of it, maybe a given unit). */
export function newOrderUrl(input: {
  startDay: string;
  startTime: string;
  endDay: string;
  endTime: string;
  productId?: string;
  unitId?: string;
}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) if (value) params.set(key, value);
  return `/dashboard/orders/new?${params}`;
}

/** What a new order's address asks to pre-fill; anything malformed is ignored. */
export function prefillOf(params: URLSearchParams): OrderPrefill {
  const pick = (key: string, re: RegExp) => {
    const value = params.get(key);
    return value && re.test(value) ? value : undefined;
  };
  const productId = params.get('productId');
  const unitId = params.get('unitId');
  return {
    startDay: pick('startDay', DAY),
    startTime: pick('startTime', TIME),
    endDay: pick('endDay', DAY),
    endTime: pick('endTime', TIME),
    customerId: params.get('customerId') ?? undefined,
    line: productId
      ? { kind: 'product', id: productId, name: '', quantity: 1, subProductIds: unitId ? [unitId] : [] }
      : undefined,
  };
}
