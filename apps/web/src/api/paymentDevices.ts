/** Payments at the counter on a card terminal and by holiday vouchers (ANCV): start, follow (polling), cancel. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallResult } from './client.ts';
import { orderKeys } from './orders.ts';
import { paymentKeys } from './payments.ts';

export type TerminalCheckout = CallResult<'createTerminalCheckout'>;
export type AncvTransaction = CallResult<'initAncvCheckout'>;

/** How often a waiting payment is asked again while the customer pays. */
const POLL_MS = 2000;

const idempotencyHeader = (key: string) => ({ 'idempotency-key': key });

export const startTerminalCheckout = (orderId: string, amount: number, key: string) =>
  api('createTerminalCheckout', { params: { header: idempotencyHeader(key) }, body: { orderId, amount } });

export const cancelTerminalCheckout = (checkoutId: string) =>
  api('cancelTerminalCheckout', { params: { path: { checkoutId } } });

export const playSandboxTerminal = (checkoutId: string, outcome: 'approve' | 'decline', key: string) =>
  api('playSandboxTerminal', { params: { path: { checkoutId }, header: idempotencyHeader(key) }, body: { outcome } });

export const startAncvCheckout = (paymentId: string, orderId: string, amount: number, key: string) =>
  api('initAncvCheckout', {
    params: { path: { paymentId }, header: idempotencyHeader(key) },
    body: { orderId, amount },
  });

/** The QR code's image, served by the API as SVG. */
export const ancvQrCodeSrc = (preTransactionId: string) => `/v2/ancv/qr-code/${preTransactionId}`;

/** Once a payment is over, the order's ledger and paid total are read again. */
function useSettled(orderId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: paymentKeys.ofOrder(orderId) }),
      queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
    ]);
}

export function useTerminalCheckout(orderId: string, started: TerminalCheckout | null) {
  const settled = useSettled(orderId);
  return useQuery({
    queryKey: ['terminal-checkout', started?.checkoutId],
    enabled: started !== null,
    initialData: started ?? undefined,
    initialDataUpdatedAt: 0,
    queryFn: async () => {
      const checkout = await api('getTerminalCheckout', { params: { path: { checkoutId: started!.checkoutId } } });
      if (checkout.status !== 'PENDING') await settled();
      return checkout;
    },
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? POLL_MS : false),
  });
}

export function useAncvPayment(orderId: string, started: AncvTransaction | null) {
  const settled = useSettled(orderId);
  return useQuery({
    queryKey: ['ancv-payment', started?.paymentId],
    enabled: started !== null,
    initialData: started ?? undefined,
    initialDataUpdatedAt: 0,
    queryFn: async () => {
      const payment = await api('ancvPaymentStatus', { params: { path: { paymentId: started!.paymentId } } });
      if (payment.status !== 'PENDING') await settled();
      return payment;
    },
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? POLL_MS : false),
  });
}

export const ancvPageKey = (transactionId: string) => ['ancv-sandbox', transactionId] as const;

/** The voucher scheme's page the QR code opens: the payment to confirm, found by the pre-transaction it carries. */
export const useAncvPage = (transactionId: string, preTransactionId: string) =>
  useQuery({
    queryKey: ancvPageKey(transactionId),
    queryFn: () => api('getAncvTransaction', { params: { path: { transactionId }, query: { preTransactionId } } }),
    enabled: preTransactionId !== '',
    retry: false,
  });

export const authenticateAncv = (transactionId: string, preTransactionId: string, beneficiaryId: string, key: string) =>
  api('authenticateAncv', {
    params: { path: { transactionId }, header: idempotencyHeader(key) },
    body: { preTransactionId, beneficiaryId },
  });
