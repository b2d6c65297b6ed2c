/** An order's deposits: what its products ask for, what is held, taking one by hand, capturing, releasing. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallResult } from './client.ts';
import { orderKeys } from './orders.ts';
import { paymentKeys } from './payments.ts';
import type { JsonBody } from './types.ts';

export type OrderDeposits = CallResult<'orderDeposits'>;
export type Deposit = OrderDeposits['bails'][number];
export type OfflineDepositInput = JsonBody<'addOrderDeposits'>['bails'][number];
export type CaptureInput = JsonBody<'captureDeposit'>;

export const depositKeys = {
  ofOrder: (orderId: string) => ['deposits', 'order', orderId] as const,
};

export const useOrderDeposits = (orderId: string, enabled = true) =>
  useQuery({
    queryKey: depositKeys.ofOrder(orderId),
    queryFn: () => api('orderDeposits', { params: { path: { orderId } } }),
    enabled,
  });

/** A deposit's movement shows in the ledger too: the order's deposits, payments and detail are read again. */
function useDepositWrite<Input>(orderId: string, write: (input: Input) => Promise<OrderDeposits>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (deposits) => {
      queryClient.setQueryData(depositKeys.ofOrder(orderId), deposits);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.ofOrder(orderId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
      ]);
    },
  });
}

const keyed = (key: string) => ({ 'idempotency-key': key });

export const useAddDeposit = (orderId: string, key: string) =>
  useDepositWrite(orderId, (bail: OfflineDepositInput) =>
    api('addOrderDeposits', { params: { path: { orderId }, header: keyed(key) }, body: { bails: [bail] } }),
  );

export const useCaptureDeposit = (orderId: string, key: string) =>
  useDepositWrite(orderId, ({ id, ...capture }: CaptureInput & { id: string }) =>
    api('captureDeposit', { params: { path: { id }, header: keyed(key) }, body: capture }),
  );

export const useReleaseDeposit = (orderId: string, key: string) =>
  useDepositWrite(orderId, (id: string) =>
    api('releaseDeposit', { params: { path: { id }, header: keyed(key) }, body: {} }),
  );

export const useCancelDeposit = (orderId: string, key: string) =>
  useDepositWrite(orderId, ({ bailId, reason }: { bailId: string; reason?: string }) =>
    api('cancelOrderDeposit', {
      params: { path: { orderId, bailId }, header: keyed(key) },
      body: reason ? { reason } : {},
    }),
  );

export type CardHold = CallResult<'holdOrderDeposit'>;

/** Starts a card hold for the order's deposit (what it still lacks): answers the provider's page for the customer. */
export const startCardDeposit = (orderId: string, key: string) =>
  api('holdOrderDeposit', { params: { path: { orderId }, header: keyed(key) }, body: {} }) as Promise<CardHold>;
