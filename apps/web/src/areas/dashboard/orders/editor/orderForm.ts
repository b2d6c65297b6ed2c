import type { CustomerType } from '@hirebase/shared';
import type { Position } from '@hirebase/shared/orders';
import type { OrderBody, OrderView } from '../../../../api/orders.ts';
import { type DeliveryStop, deliveryOf } from '../shared/delivery.ts';
import { apiLocal, wallClock } from '../shared/zone.ts';
import { bodySelections, choicesErrorPath } from './packChoices.ts';

export type LineKind = 'product' | 'pack' | 'service';

/** Pack item id → product chosen for it; a category item left out gets the freest product of its category. */
export type PackSelections = Record<string, string>;

export interface OrderLineValues {
  /** Stable key of the line in the form (list rendering, conflicts). */
  key: string;
  kind: LineKind;
  id: string;
  name: string;
  quantity: number;
  /** Units given now (serialised products only); fewer than the quantity is fine. */
  subProductIds: string[];
  /** Products chosen for the category items of a pack line; none: the API picks them all. */
  selections?: PackSelections;
}

export interface DeliveryStopValues {
  enabled: boolean;
  address: string;
  price: number | string;
  /** Where the order's address was located; sent back while the address reads the same. */
  located: (Position & { address: string }) | null;
  /** The trip's planned time, which the form does not show: sent back as it came, never dropped by an edit. */
  at?: string | null;
}

export interface NewCustomerValues {
  type: CustomerType;
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phone: string;
}

export interface OrderFormValues {
  startDay: string;
  startTime: string;
  endDay: string;
  endTime: string;
  lines: OrderLineValues[];
  customerMode: 'existing' | 'new';
  customerId: string | null;
  customer: NewCustomerValues;
  discount: number | string;
  promoCode: string;
  delivery: { departure: DeliveryStopValues; arrival: DeliveryStopValues };
  notes: string;
  externalInvoiceNumber: string;
  preBooking: boolean;
  ignoreOpeningHours: boolean;
}

let counter = 0;
export const lineKey = () => `line-${++counter}`;

const stop = (): DeliveryStopValues => ({ enabled: false, address: '', price: 0, located: null });

const emptyCustomer = (): NewCustomerValues => ({
  type: 'individual',
  firstName: '',
  lastName: '',
  companyName: '',
  email: '',
  phone: '',
});

export interface OrderPrefill {
  startDay?: string;
  startTime?: string;
  endDay?: string;
  endTime?: string;
  line?: Omit<OrderLineValues, 'key'>;
  customerId?: string;
}

export function emptyOrder(
  period: Pick<OrderFormValues, 'startDay' | 'startTime' | 'endDay' | 'endTime'>,
  prefill: OrderPrefill = {},
): OrderFormValues {
  return {
    startDay: prefill.startDay ?? period.startDay,
    startTime: prefill.startTime ?? period.startTime,
    endDay: prefill.endDay ?? period.endDay,
    endTime: prefill.endTime ?? period.endTime,
    lines: prefill.line ? [{ ...prefill.line, key: lineKey() }] : [],
    customerMode: 'existing',
    customerId: prefill.customerId ?? null,
    customer: emptyCustomer(),
    discount: 0,
    promoCode: '',
    delivery: { departure: stop(), arrival: stop() },
    notes: '',
    externalInvoiceNumber: '',
    preBooking: false,
    ignoreOpeningHours: false,
  };
}

const amount = (value: number | string) => {
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) / 100 : 0;
};

const orNull = (text: string) => text.trim() || null;

/** The order's lines as the API takes them, with where each line went (body field → form line). */
function linesOf(values: OrderFormValues) {
  const lines = values.lines.filter((l) => l.quantity > 0);
  const products = lines.filter((l) => l.kind === 'product');
  const packs = lines.filter((l) => l.kind === 'pack');
  const services = lines.filter((l) => l.kind === 'service');
  const indexOf = (line: OrderLineValues) => values.lines.indexOf(line);
  return {
    products: products.map((l) => ({
      productId: l.id,
      quantity: l.quantity,
      ...(l.subProductIds.length > 0 ? { subProductIds: l.subProductIds.slice(0, l.quantity) } : {}),
    })),
    packs: packs.map((l) => {
      const selections = bodySelections(l.selections ?? {});
      return { packId: l.id, quantity: l.quantity, ...(selections.length > 0 ? { selections } : {}) };
    }),
    services: services.map((l) => ({ serviceId: l.id, quantity: l.quantity })),
    formIndex: { products: products.map(indexOf), packs: packs.map(indexOf), services: services.map(indexOf) },
  };
}

/** The body of createOrder / updateOrder for the form's values. */
export function toOrderBody(values: OrderFormValues): OrderBody {
  const { formIndex: _, ...lines } = linesOf(values);
  const delivery = (s: DeliveryStopValues) => {
    const address = s.address.trim();
    if (!s.enabled || !address) return null;
    const position = s.located?.address === address ? { lat: s.located.lat, lng: s.located.lng } : {};
    return { address, price: amount(s.price), ...(s.at ? { at: s.at } : {}), ...position };
  };
  const departure = delivery(values.delivery.departure);
  const arrival = delivery(values.delivery.arrival);
  const c = values.customer;
  return {
    startDate: apiLocal(values.startDay, values.startTime),
    endDate: apiLocal(values.endDay, values.endTime),
    ...(values.customerMode === 'new'
      ? {
          customer: {
            type: c.type,
            firstName: orNull(c.firstName),
            lastName: orNull(c.lastName),
            companyName: c.type === 'entreprise' ? orNull(c.companyName) : null,
            email: orNull(c.email),
            phone: orNull(c.phone),
          },
        }
      : { customerId: values.customerId }),
    ...lines,
    discount: amount(values.discount),
    promoCode: orNull(values.promoCode.toUpperCase()),
    delivery: departure || arrival ? { departure, arrival } : null,
    notes: orNull(values.notes),
    externalInvoiceNumber: orNull(values.externalInvoiceNumber),
    type: values.preBooking ? 'PRE_BOOKING' : 'ORDER',
    createdFrom: 'DASHBOARD',
    ignoreOpeningHours: values.ignoreOpeningHours || undefined,
  };
}

const SIMPLE_FIELDS: Record<string, string> = { startDate: 'startDay', endDate: 'endDay' };

/** A line's field as the planner names it (`packs[0].selections[1]`) or the schema does (`packs.0.selections.1`). */
const LINE_FIELD = /^(products|packs|services)(?:\[(\d+)\]|\.(\d+))(?:\.(\w+)(?:\[(\d+)\]|\.(\d+))?)?/;

/**
 * The form field an API error names (`details.field`): `products[1].quantity` is the second product line of the
 * body, which may be the fourth line of the form. The choices of a pack line (`packs[0].selections`) have their own
 * error key, see choicesErrorPath. Undefined when the error names nothing of this form.
 */
export function formFieldOf(values: OrderFormValues, field: string): string | undefined {
  const line = LINE_FIELD.exec(field);
  if (line) {
    const [, kind, bracketed, dotted, sub, subBracketed, subDotted] = line;
    const index = linesOf(values).formIndex[kind as 'products'][Number(bracketed ?? dotted)];
    if (index === undefined) return undefined;
    if (kind === 'packs' && sub === 'selections') {
      const at = subBracketed ?? subDotted;
      const selection = at === undefined ? undefined : bodySelections(values.lines[index].selections ?? {})[Number(at)];
      return choicesErrorPath(index, selection?.packItemId);
    }
    return `lines.${index}.${sub === 'subProductIds' ? 'subProductIds' : 'quantity'}`;
  }
  if (field in SIMPLE_FIELDS) return SIMPLE_FIELDS[field];
  if (field.startsWith('customer.')) return values.customerMode === 'new' ? field : 'customerId';
  if (field.startsWith('delivery.')) {
    const [, which, key] = field.split('.');
    return which === 'departure' || which === 'arrival'
      ? `delivery.${which}.${key === 'price' ? 'price' : 'address'}`
      : undefined;
  }
  return ['customerId', 'discount', 'promoCode', 'notes', 'externalInvoiceNumber'].includes(field) ? field : undefined;
}

function formStop(s: DeliveryStop | null): DeliveryStopValues {
  return s
    ? {
        enabled: true,
        address: s.address,
        price: s.price,
        located: s.position && { address: s.address, ...s.position },
        at: s.at,
      }
    : stop();
}

/**
 * The form of an existing order (editing): top-level lines only, pack contents come with their pack. Each line keeps
 * the order line's id as key, by which the products its pack was given are found once the catalogue is read.
 */
export function fromOrder(order: OrderView, timeZone: string): OrderFormValues {
  const start = wallClock(order.startDate, timeZone);
  const end = wallClock(order.endDate, timeZone);
  const delivery = deliveryOf(order);
  return {
    ...emptyOrder({ startDay: start.day, startTime: start.time, endDay: end.day, endTime: end.time }),
    lines: order.lines
      .filter((l) => !l.parentLineId)
      .map((l) => ({
        key: l.id,
        kind: l.kind,
        id: l.itemId,
        name: l.name,
        quantity: l.quantity,
        subProductIds:
          l.kind === 'product' ? order.units.filter((u) => u.productId === l.itemId).map((u) => u.subProductId) : [],
      })),
    customerId: order.customer?.id ?? null,
    discount: order.manualDiscount,
    promoCode: order.promoCode?.code ?? '',
    delivery: { departure: formStop(delivery.departure), arrival: formStop(delivery.arrival) },
    notes: order.notes ?? '',
    externalInvoiceNumber: order.externalInvoiceNumber ?? '',
    preBooking: order.type === 'PRE_BOOKING',
  };
}
