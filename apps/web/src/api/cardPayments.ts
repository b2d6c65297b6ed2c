/** Card payments: starting one (the customer from the order link, staff at the counter) and the sandbox's card page. */
import { useQuery } from '@tanstack/react-query';
import { api, type CallResult } from './client.ts';
import type { OrderLink } from './yourOrder.ts';

export type CardCheckout = CallResult<'initiateCardPayment'>;
export type SandboxCardPage = CallResult<'getSandboxCardPage'>;

/** A fresh key per tap: a retry of the same tap (lost answer) opens the same card page. */
const idempotencyHeader = (key: string) => ({ 'idempotency-key': key });

export const startCustomerCardPayment = (link: OrderLink, key: string) =>
  api('customerCardCheckout', {
    params: { header: idempotencyHeader(key) },
    body: { slug: link.slug, orderId: link.orderId, token: link.token },
  }) as Promise<CardCheckout>;

export const startCounterCardPayment = (orderId: string, key: string) =>
  api('initiateCardPayment', {
    params: { header: idempotencyHeader(key) },
    body: { orderId },
  }) as Promise<CardCheckout>;

export const sandboxPageKey = (intentId: string) => ['card-sandbox', intentId] as const;

export const useSandboxCardPage = (intentId: string, secret: string) =>
  useQuery({
    queryKey: sandboxPageKey(intentId),
    queryFn: () =>
      api('getSandboxCardPage', { params: { path: { intentId }, query: { secret } } }) as Promise<SandboxCardPage>,
    enabled: secret !== '',
    retry: false,
  });

export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export const confirmSandboxCard = (intentId: string, secret: string, card: CardInput, key: string) =>
  api('confirmSandboxCard', {
    params: { path: { intentId }, header: idempotencyHeader(key) },
    body: { secret, ...card },
  }) as Promise<SandboxCardPage>;

export const authenticateSandboxCard = (intentId: string, secret: string, approve: boolean, key: string) =>
  api('authenticateSandboxCard', {
    params: { path: { intentId }, header: idempotencyHeader(key) },
    body: { secret, approve },
  }) as Promise<SandboxCardPage>;
