/** The payment ledger of an order: its rows and balance, recording payments received by hand, taking one back. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallResult } from './client.ts';
import { orderKeys } from './orders.ts';
import type { JsonBody } from './types.ts';

export type OrderPayments = CallResult<'orderPayments'>;
export type LedgerRow = OrderPayments['payments'][number];
export type OfflinePaymentInput = JsonBody<'addOrderPayments'>['payments'][number];

export const paymentKeys = {
  all: ['payments'] as const,
  ofOrder: (orderId: string) => ['payments', 'order', orderId] as const,
};

/** What the shop can take payments with now (card and links, terminal, holiday vouchers): screens offer only that. */
export const usePaymentProviders = (enabled = true) =>
  useQuery({
    queryKey: [...paymentKeys.all, 'providers'] as const,
    queryFn: () => api('paymentProviders'),
    enabled,
    staleTime: 5 * 60_000,
  });

export const useOrderPayments = (orderId: string) =>
  useQuery({
    queryKey: paymentKeys.ofOrder(orderId),
    queryFn: () => api('orderPayments', { params: { path: { orderId } } }),
  });

/** A write changes the order's paid total and payment state too: both are read again. */
function usePaymentWrite<Input, Output>(orderId: string, write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.ofOrder(orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
      ]),
  });
}

export type RefundInput = JsonBody<'refundPayment'>;

/**
 * A dialog's key for the money it moves: the same while the dialog is open, so that a second tap or a retry after a
 * lost answer records the payment once.
 */
export const newIdempotencyKey = () => crypto.randomUUID();

export const useRecordPayment = (orderId: string, key: string) =>
  usePaymentWrite(orderId, (payment: OfflinePaymentInput) =>
    api('addOrderPayments', {
      params: { path: { orderId }, header: { 'idempotency-key': key } },
      body: { payments: [payment] },
    }),
  );

export const useCancelPayment = (orderId: string, key: string) =>
  usePaymentWrite(orderId, ({ paymentId, reason }: { paymentId: string; reason?: string }) =>
    api('cancelOrderPayment', {
      params: { path: { orderId, paymentId }, header: { 'idempotency-key': key } },
      body: reason ? { reason } : {},
    }),
  );

export const useRefundPayment = (orderId: string, key: string) =>
  usePaymentWrite(orderId, (refund: RefundInput) =>
    api('refundPayment', { params: { header: { 'idempotency-key': key } }, body: refund }),
  );
