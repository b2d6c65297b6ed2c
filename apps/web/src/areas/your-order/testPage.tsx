// The customer's order page as the tests render it: an API answer to shape, and the page under its route.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CustomerOrderPage } from '../../api/yourOrder.ts';
import { Providers } from '../../app/Providers.tsx';
import { createQueryClient } from '../../app/queryClient.ts';
import { RouterPublicNavigation } from '../../app/RouterPublicNavigation.tsx';
import YourOrderPage from './YourOrderPage.tsx';

export const ORDER_ID = '0190a2b4-7c3d-7e1f-8a9b-0c1d2e3f4a5b';
export const CONTRACT_ID = '0190a2b4-7c3d-7e1f-8a9b-0c1d2e3f4a60';
export const RECEIPT_ID = '0190a2b4-7c3d-7e1f-8a9b-0c1d2e3f4a61';
export const TOKEN = 'a'.repeat(64);

/** A page as the API answers it; `overrides` changes the parts a test is about. */
export const pageOf = (
  overrides: { emailCodeRequired?: boolean; signedAt?: string | null } & Partial<
    Pick<CustomerOrderPage, 'messages' | 'cancellation' | 'deposit'>
  > & { order?: Partial<CustomerOrderPage['order']> } = {},
): CustomerOrderPage => ({
  shop: {
    name: 'Vélos du Port',
    slug: 'velos-du-port',
    logoUrl: null,
    colors: { primary: '#0b6e4f', secondary: '#f59e0b', background: '#ffffff', text: '#111827' },
    email: 'shop@example.test',
    phone: '+33 1 23 45 67 89',
    website: null,
    address: { street: null, zip: null, city: 'Nantes', country: 'FR' },
    timezone: 'Europe/Paris',
    currency: 'EUR',
  },
  order: {
    id: ORDER_ID,
    number: 42,
    status: 'TO_COME',
    type: 'ORDER',
    isRequest: false,
    startDate: '2026-09-01T07:00:00.000Z',
    endDate: '2026-09-02T07:00:00.000Z',
    createdAt: '2026-08-01T07:00:00.000Z',
    lines: [
      {
        id: '0190a2b4-7c3d-7e1f-8a9b-0c1d2e3f4a70',
        kind: 'product',
        parentLineId: null,
        name: 'Vélo de ville',
        quantity: 2,
        unitPrice: 40,
        discount: 0,
        totalTTC: 80,
      },
    ],
    totalHT: 66.67,
    vat: 13.33,
    totalTTC: 80,
    paid: 0,
    balance: 80,
    delivery: null,
    insurance: null,
    ...overrides.order,
  },
  customer: { name: 'Amélie Poulain', language: 'en', email: 'amelie@example.test' },
  messages: overrides.messages ?? [],
  deposit: overrides.deposit ?? null,
  cancellation: overrides.cancellation ?? {
    policy: 'FLEXIBLE',
    now: null,
    requestable: false,
    requestedAt: null,
    cancelled: null,
  },
  documents: [
    {
      id: CONTRACT_ID,
      kind: 'CONTRACT',
      language: 'en',
      status: 'GENERATED',
      ready: true,
      signedAt: overrides.signedAt ?? null,
      awaitsSignature: !overrides.signedAt,
    },
    {
      id: RECEIPT_ID,
      kind: 'RECEIPT',
      language: 'en',
      status: 'GENERATED',
      ready: true,
      signedAt: null,
      awaitsSignature: false,
    },
  ],
  signing: {
    emailCodeRequired: overrides.emailCodeRequired ?? false,
    language: 'en',
    consent: 'I have read this document and I sign it electronically (API words).',
  },
});

export function renderPage(path = `/your-order/velos-du-port/${ORDER_ID}?token=${TOKEN}`) {
  const router = createMemoryRouter(
    [
      {
        path: '/your-order/:slug/:orderId',
        element: (
          <RouterPublicNavigation>
            <YourOrderPage />
          </RouterPublicNavigation>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}
