/** The customer's own page of an order, reached from the shop's mails with the order's link token. */
import type { Language } from '@hirebase/shared';
import { useQuery } from '@tanstack/react-query';
import { api, type CallArgs, type CallResult } from './client.ts';

export type CustomerOrderPage = CallResult<'getCustomerOrderPage'>;
export type CustomerOrderDocument = CustomerOrderPage['documents'][number];
export type SignDocumentBody = NonNullable<CallArgs<'signOrderDocument'>['body']>;
export type SignDocumentOutcome = CallResult<'signOrderDocument'>;

/** While a document is being generated, the page asks again this often (a contract takes a few seconds). */
const PREPARING_POLL_MS = 3000;

export interface OrderLink {
  slug: string;
  orderId: string;
  token: string;
}

/** Every query of the customer's page starts with this: invalidating it reads the page again. */
export const YOUR_ORDER_QUERIES = ['your-order'] as const;

export const customerOrderKey = (link: OrderLink, language: Language) =>
  [...YOUR_ORDER_QUERIES, link.slug, link.orderId, link.token, language] as const;

/** After a card payment, the page asks this often until nothing is left to pay (the webhook takes a moment). */
const CARD_PAYMENT_POLL_MS = 2000;

export function useCustomerOrderPage(link: OrderLink, language: Language, awaitingCardPayment = false) {
  return useQuery({
    queryKey: customerOrderKey(link, language),
    queryFn: () =>
      api('getCustomerOrderPage', {
        params: { path: { slug: link.slug, orderId: link.orderId }, query: { token: link.token, language } },
      }) as Promise<CustomerOrderPage>,
    enabled: link.token !== '',
    refetchInterval: (query) =>
      query.state.data?.documents.some((d) => !d.ready)
        ? PREPARING_POLL_MS
        : awaitingCardPayment && (query.state.data?.order.balance ?? 0) > 0 && query.state.dataUpdateCount < 30
          ? CARD_PAYMENT_POLL_MS
          : false,
    retry: (count, error) => count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
  });
}

export const signCustomerDocument = (token: string, body: SignDocumentBody) =>
  api('signOrderDocument', { params: { query: { token } }, body }) as Promise<SignDocumentOutcome>;

/** Where the phone opens a document's PDF (its signed version once signed). */
export const customerDocumentUrl = (link: OrderLink, documentId: string) =>
  `/v2/your-order/${encodeURIComponent(link.slug)}/${link.orderId}/documents/${documentId}?token=${encodeURIComponent(link.token)}`;

export type OrderMessage = CustomerOrderPage['messages'][number];
export type CustomerCancellation = CustomerOrderPage['cancellation'];

const linkParams = (link: OrderLink) => ({ path: { orderId: link.orderId }, query: { token: link.token } });

/** The customer writes to the shop; answers the conversation with the new message. */
export const writeToShop = (link: OrderLink, message: string) =>
  api('writeOrderMessageToShop', { params: linkParams(link), body: { message } });

/** Cancels the order at once, within the shop's cancellation rules; answers what the cancellation settled. */
export const cancelOrderNow = (link: OrderLink) => api('autoCancelOrder', { params: linkParams(link), body: {} });

/** Asks the shop to cancel the order (the shop answers in the conversation and by mail). */
export const askToCancel = (link: OrderLink, email: string, message: string) =>
  api('requestOrderCancellation', { params: linkParams(link), body: { email, message } });

export type CustomerDeposit = NonNullable<CustomerOrderPage['deposit']>;

/** The card page where the customer leaves the order's deposit (the same one however many taps). */
export const leaveOrderDeposit = (link: OrderLink) =>
  api('leaveOrderDeposit', {
    params: { path: { slug: link.slug, orderId: link.orderId }, query: { token: link.token } },
  });
