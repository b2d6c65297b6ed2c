/** Payment and deposit links: staff mail one; the customer opens it from their order's page and pays it by card. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallResult } from './client.ts';
import { depositKeys } from './deposits.ts';
import { orderKeys } from './orders.ts';
import { paymentKeys } from './payments.ts';
import type { JsonBody } from './types.ts';
import type { OrderLink } from './yourOrder.ts';

export type LinkKind = 'PAYMENT' | 'DEPOSIT';
export type SentLink = CallResult<'addPaymentLink'>;
export type SendLinkInput = JsonBody<'addPaymentLink'>;
export type PaymentLinkPage = CallResult<'getPaymentLink'>;
export type OrderPaymentLink = CallResult<'orderPaymentLinks'>['links'][number];

export const linkKeys = { ofOrder: (orderId: string) => ['payment-links', orderId] as const };

/** The order's links as the shop sees them (open, paid, expired, cancelled), newest first. */
export const useOrderLinks = (orderId: string, enabled = true) =>
  useQuery({
    queryKey: linkKeys.ofOrder(orderId),
    queryFn: () => api('orderPaymentLinks', { params: { path: { orderId } } }),
    enabled,
  });

/** Everything a link's money shows on: the order's payments, deposits, links and detail. */
function useLinkSettled(orderId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        paymentKeys.ofOrder(orderId),
        depositKeys.ofOrder(orderId),
        linkKeys.ofOrder(orderId),
        orderKeys.detail(orderId),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** Takes a link back before the customer pays it; the amount it kept aside is free again. */
export function useCancelLink(orderId: string) {
  const settled = useLinkSettled(orderId);
  return useMutation({
    mutationFn: ({ linkId, key }: { linkId: string; key: string }) =>
      api('cancelPaymentLink', { params: { path: { paymentLinkId: linkId }, header: { 'idempotency-key': key } } }),
    // not awaited: the answer is worded at once while the order's money is read again
    onSettled: () => {
      void settled();
    },
  });
}

/** Sends a link with the dialog's key; the order's payments, deposits and detail are read again. */
export function useSendLink(orderId: string, kind: LinkKind, key: string) {
  const settled = useLinkSettled(orderId);
  return useMutation({
    mutationFn: (body: SendLinkInput) =>
      api(kind === 'PAYMENT' ? 'addPaymentLink' : 'addDepositLink', {
        params: { path: { orderId }, header: { 'idempotency-key': key } },
        body,
      }) as Promise<SentLink>,
    onSuccess: settled,
  });
}

/** Back from the card page, the link is asked again this often until it shows paid (the webhook takes a moment). */
const CARD_RETURN_POLL_MS = 2000;
const CARD_RETURN_POLLS = 30;

/**
 * The link's page. Back from the card page, it is read again until the provider's webhook has recorded the payment
 * (a minute at most); `awaitingWebhook` says the page is still waiting for it.
 */
export function usePaymentLinkPage(orderId: string, linkId: string, backFromCard = false) {
  const queryKey = ['payment-link', orderId, linkId] as const;
  const awaiting = (state: { data?: PaymentLinkPage; dataUpdateCount: number } | undefined) =>
    backFromCard && state?.data?.status === 'OPEN' && state.dataUpdateCount < CARD_RETURN_POLLS;
  const page = useQuery({
    queryKey,
    queryFn: () =>
      api('getPaymentLink', { params: { path: { orderId, paymentLinkId: linkId } } }) as Promise<PaymentLinkPage>,
    retry: false,
    refetchInterval: (query) => (awaiting(query.state) ? CARD_RETURN_POLL_MS : false),
  });
  // read so that each new answer renders again, the last one of the wait included
  void page.dataUpdatedAt;
  return { page, awaitingWebhook: awaiting(useQueryClient().getQueryState<PaymentLinkPage>(queryKey)) };
}

export const payPaymentLink = (link: OrderLink, paymentLinkId: string, key: string) =>
  api('customerCardCheckout', {
    params: { header: { 'idempotency-key': key } },
    body: { slug: link.slug, orderId: link.orderId, token: link.token, paymentLinkId },
  });

export const renewDepositHold = (link: OrderLink, bailId: string, key: string) =>
  api('retryDepositHold', {
    params: { header: { 'idempotency-key': key } },
    body: { slug: link.slug, orderId: link.orderId, token: link.token, bailId },
  });
