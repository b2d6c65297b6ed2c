/** The shop's card provider and its Stripe account (Connect Express): status, onboarding, dashboard, disconnect. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallResult } from './client.ts';

export type CardProviderCheck = CallResult<'stripeVisibility'>;
export type StripeAccountStatus = CallResult<'checkStripeAccountStatus'>;

export const stripeKeys = {
  all: ['stripe-connect'] as const,
  check: ['stripe-connect', 'check'] as const,
  status: ['stripe-connect', 'status'] as const,
};

export const useCardProviderCheck = () =>
  useQuery({ queryKey: stripeKeys.check, queryFn: () => api('stripeVisibility') });

/** Asks Stripe afresh (the shop may come back from its onboarding); only once Stripe is the provider. */
export const useStripeAccountStatus = (enabled: boolean) =>
  useQuery({
    queryKey: stripeKeys.status,
    enabled,
    queryFn: () => api('checkStripeAccountStatus', { params: { path: { type: 'express' } } }),
  });

function useStripeWrite<Output>(write: () => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stripeKeys.all }),
  });
}

export const useConnectStripe = () => useStripeWrite(() => api('createStripeExpressAccount', { body: {} }));

export const useStripeLoginLink = () =>
  useMutation({
    mutationFn: () => api('stripeLoginLink', { params: { path: { type: 'express' } } }),
  });

export const useDisconnectStripe = () =>
  useStripeWrite(() => api('disconnectStripeAccount', { params: { path: { type: 'express' } } }));
