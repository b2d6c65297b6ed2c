/*
 * The store's checkout calls as they answer (all under /v2/online-store, public; the cart token is the `hb_cart`
 * cookie or the `x-cart-token` header). Money in major units with two decimals, as the cart answers it.
 */

export type CheckoutMode = 'PAY_ONLINE' | 'PAY_ONLINE_OR_ON_SITE' | 'PAY_ON_SITE' | 'REQUEST';
export type PaymentChoice = 'ONLINE_FULL' | 'ONLINE_DOWN_PAYMENT' | 'ON_SITE';

export interface CartLine {
  kind: 'product' | 'pack' | 'service';
  id: string;
  name: string;
  quantity: number;
  start: string;
  end: string;
  unitPrice: number;
  total: number;
}

export interface CartView {
  companyId: string;
  slug: string;
  currency: string;
  expiresAt: string;
  secondsLeft: number;
  lines: CartLine[];
  /** The shop's rental insurance on this cart; counted in `total` when `chosen`. */
  insurance?: { chosen: boolean; shown: boolean; amount: number } | null;
  total: number;
  deposit: number;
}

export interface CustomField {
  key: string;
  label: string;
  type: 'TEXT' | 'NUMBER' | 'DATE' | 'SELECT' | 'CHECKBOX';
  required: boolean;
  options: string[];
}

export interface SurveyQuestion {
  id: string;
  label: string;
  type: 'TEXT' | 'SELECT' | 'MULTIPLE_SELECT' | 'DOCUMENT';
  required: boolean;
  options: string[];
}

export interface CheckoutFormView {
  companyId: string;
  slug: string;
  currency: string;
  mode: CheckoutMode;
  downPayment: { percent: number } | null;
  depositOnline: boolean;
  customFields: CustomField[];
  survey: SurveyQuestion[];
  terms: { url: string | null; text: string | null };
  cart: CartView;
  delivery?: DeliveryOffer | null;
}

export interface UploadedDocument {
  uid: string;
  id: string;
  name: string;
  size: number;
  type: string;
}

export interface CheckoutBody {
  slug: string;
  customer: { firstName: string; lastName: string; email: string; phone?: string; language?: string };
  customInputs?: { key: string; value: string }[];
  survey?: { questionId: string; answer?: string; answers?: string[] }[];
  promoCode?: string;
  termsAccepted: boolean;
  payment?: PaymentChoice;
  comment?: string;
  delivery?: DeliveryChoice;
}

export interface CheckoutResult {
  orderId: string;
  companyId: string;
  number: number;
  mode: CheckoutMode;
  payment: PaymentChoice | 'REQUEST';
  status: 'AWAITING_PAYMENT' | 'CONFIRMED' | 'REQUESTED' | 'CANCELLED';
  total: number;
  payNow: number;
  deposit: number;
  orderLink: string;
  payUrl: string | null;
  delivery?: OrderDelivery | null;
  /** the rental insurance the total holds, when the shop shows it as a line */
  insurance?: { amount: number } | null;
}

export interface OrderView extends CheckoutResult {
  lines: CartLine[];
  requestState: 'PENDING' | 'APPROVED' | 'REFUSED' | 'WITHDRAWN' | null;
}

/** How the shop delivers (null: it does not): a fixed price a trip, or a price per km from the shop. */
export interface DeliveryOffer {
  pricingType: 'FIXED' | 'PER_KM';
  price: number;
  minimumPrice: number | null;
  maxDistanceKm: number | null;
  freeDeliveryMinimum: { type: 'MINUTES' | 'SUBTOTAL'; value: number } | null;
  /** A typed address can be located by the server's geocoder. */
  geocoder: boolean;
}

/** Delivered at the start and/or collected at the end; the server prices each trip. */
export interface DeliveryChoice {
  address: string;
  lat?: number;
  lng?: number;
  departure: boolean;
  arrival: boolean;
}

/** A trip, with where its address was located when it was. */
type DeliveryStop = { address: string; price: number; lat?: number; lng?: number } | null;
export interface OrderDelivery {
  departure: DeliveryStop;
  arrival: DeliveryStop;
}

/** GET /delivery/distance/{lat}/{lng}: the price of a trip there. */
export interface DeliveryQuote {
  distanceKm: number | null;
  offered: boolean;
  reason: 'deliveryOff' | 'shopLocationUnknown' | 'tooFar' | null;
  price: number | null;
  maxDistanceKm: number | null;
}

/** The API's error shape (every non-2xx answer). */
export interface ApiError {
  statusCode: number;
  code: string;
  message: string;
  details?: {
    field?: string;
    conflicts?: ({ productId: string; name: string | null } & Record<string, unknown>)[];
  } & Record<string, unknown>;
}
