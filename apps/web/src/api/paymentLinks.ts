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

/** Sends a link with the dialog's key; the order's payments, deposits and detail are read again. */
export function useSendLink(orderId: string, kind: LinkKind, key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendLinkInput) =>
      api(kind === 'PAYMENT' ? 'addPaymentLink' : 'addDepositLink', {
        params: { path: { orderId }, header: { 'idempotency-key': key } },
        body,
      }) as Promise<SentLink>,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.ofOrder(orderId) }),
        queryClient.invalidateQueries({ queryKey: depositKeys.ofOrder(orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
      ]),
  });
}

export const usePaymentLinkPage = (orderId: string, linkId: string) =>
  useQuery({
    queryKey: ['payment-link', orderId, linkId] as const,
    queryFn: () =>
      api('getPaymentLink', { params: { path: { orderId, paymentLinkId: linkId } } }) as Promise<PaymentLinkPage>,
    retry: false,
  });

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
