import type { StorePageView, StoreShopView } from '@hirebase/shared/store-pages';
import type { ApiError, CartView, CheckoutFormView, CheckoutResult, OrderView, UploadedDocument } from './contract.ts';

/*
 * Answers of the store's checkout calls, shaped as the calls answer them: what the checkout's screen tests are
 * given by a mocked fetch.
 */

export const shop: StoreShopView = {
  companyId: '0190a000-0000-7000-8000-000000000001',
  name: 'Cycles & Glisse',
  slug: 'cycles-et-glisse',
  language: 'fr',
  languages: ['fr', 'en'],
  currency: 'EUR',
  timezone: 'Europe/Paris',
  logoUrl: null,
  coverUrl: null,
  theme: {
    primaryColor: '#0b6e4f',
    secondaryColor: '#f59e0b',
    backgroundColor: '#ffffff',
    textColor: '#111827',
    buttonsRadius: 8,
  },
  description: null,
  shortDescription: 'Location de vélos à Annecy',
  phone: null,
  email: null,
  address: { street: '1 quai du Lac', zip: '74000', city: 'Annecy', country: 'FR' },
  openingHours: { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] },
  terms: '',
  showPricing: true,
};

export const bikeId = '0190a000-0000-7000-8000-000000000002';
export const orderId = '0190a000-0000-7000-8000-0000000000aa';
export const orderToken = 'k3y-0f-the-0rder-l1nk';

export const cart: CartView = {
  companyId: shop.companyId,
  slug: shop.slug,
  currency: 'EUR',
  expiresAt: '2026-06-10T08:15:00.000Z',
  secondsLeft: 872,
  lines: [
    {
      kind: 'product',
      id: bikeId,
      name: 'Vélo de ville Trek FX 2',
      quantity: 2,
      start: '2026-06-12T22:00:00.000Z',
      end: '2026-06-14T22:00:00.000Z',
      unitPrice: 44,
      total: 88,
    },
  ],
  total: 88,
  deposit: 300,
};

export function checkoutForm(overrides: Partial<CheckoutFormView> = {}): CheckoutFormView {
  return {
    companyId: shop.companyId,
    slug: shop.slug,
    currency: 'EUR',
    mode: 'PAY_ONLINE',
    downPayment: { percent: 30 },
    depositOnline: true,
    customFields: [
      { key: 'height', label: 'Votre taille (cm)', type: 'NUMBER', required: true, options: [] },
      { key: 'hotel', label: 'Hôtel', type: 'SELECT', required: false, options: ['Le Lac', 'Les Pins'] },
    ],
    survey: [
      {
        id: '0190a000-0000-7000-8000-0000000000d1',
        label: 'Pièce d’identité',
        type: 'DOCUMENT',
        required: false,
        options: [],
      },
      {
        id: '0190a000-0000-7000-8000-0000000000d2',
        label: 'Activités prévues',
        type: 'MULTIPLE_SELECT',
        required: false,
        options: ['Route', 'Chemin'],
      },
    ],
    terms: { url: 'https://cycles.example/cgl', text: null },
    cart,
    ...overrides,
  };
}

export const identityQuestionId = '0190a000-0000-7000-8000-0000000000d1';

export const uploaded: UploadedDocument = {
  uid: identityQuestionId,
  id: '0190a000-0000-7000-8000-0000000000f1',
  name: 'passeport.pdf',
  size: 48_213,
  type: 'application/pdf',
};

export function checkoutResult(overrides: Partial<CheckoutResult> = {}): CheckoutResult {
  return {
    orderId,
    companyId: shop.companyId,
    number: 1042,
    mode: 'PAY_ONLINE',
    payment: 'ONLINE_FULL',
    status: 'AWAITING_PAYMENT',
    total: 88,
    payNow: 88,
    deposit: 300,
    orderLink: `https://shops.example.test/your-order/${shop.slug}/${orderId}?token=${orderToken}`,
    payUrl: 'https://shops.example.test/card-sandbox/pay/pi_123',
    ...overrides,
  };
}

export function orderView(overrides: Partial<OrderView> = {}): OrderView {
  return { ...checkoutResult(), lines: cart.lines, requestState: null, ...overrides };
}

export const errors = {
  emailRefused: {
    statusCode: 400,
    code: 'validationFailed',
    message: 'body/customer/email must match format "email"',
    details: { field: 'customer.email', in: 'body' },
  },
  customInputRefused: {
    statusCode: 400,
    code: 'validationFailed',
    message: 'Not a number',
    details: { field: 'customInputs[0].value' },
  },
  surveyFileMissing: {
    statusCode: 400,
    code: 'validationFailed',
    message: 'Pièce d’identité is required',
    details: { field: 'survey', questionId: identityQuestionId },
  },
  pricesChanged: { statusCode: 409, code: 'pricesChanged', message: 'The prices changed', details: {} },
  cartExpired: { statusCode: 409, code: 'cartExpired', message: 'The cart expired', details: {} },
  severalPeriods: {
    statusCode: 400,
    code: 'validationFailed',
    message: 'The lines of the cart must share one period to be booked together',
    details: { field: 'cart', reason: 'severalPeriods' },
  },
  stockTaken: {
    statusCode: 409,
    code: 'notAvailable',
    message: 'Not available over this period: Vélo de ville Trek FX 2 (1 free of 2 asked)',
    details: {
      conflicts: [
        {
          productId: bikeId,
          name: 'Vélo de ville Trek FX 2',
          // the rest of what the availability's refusal says, which the page does not read
          requested: 2,
          available: 1,
          startDate: '2026-06-12T22:00:00.000Z',
          endDate: '2026-06-14T22:00:00.000Z',
        },
      ],
    },
  },
  cartNotFound: { statusCode: 404, code: 'notFound', message: 'No cart', details: { entity: 'cart' } },
  orderNotFound: { statusCode: 404, code: 'notFound', message: 'order not found' },
} satisfies Record<string, ApiError>;

export const checkoutView: StorePageView = {
  shop,
  language: 'fr',
  path: `/store/${shop.slug}/checkout`,
  origin: 'https://shops.example.test',
  page: { kind: 'checkout' },
};

export const orderPageView: StorePageView = {
  ...checkoutView,
  path: `/store/${shop.slug}/order/${orderId}`,
  page: { kind: 'order', orderId },
};
