import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { keys } from './keys.ts';
import { identityOf, type MarketplaceIdentity } from './session.ts';
import type { Credentials, RentalPlaceSession, UserSession } from './types.ts';

export type LoginVariant = 'dashboard' | 'reconditioner' | 'rentalPlace';

export type LoginResult = { kind: 'user'; session: UserSession } | { kind: 'rentalPlace'; session: RentalPlaceSession };

async function login(variant: LoginVariant, credentials: Credentials): Promise<LoginResult> {
  switch (variant) {
    case 'dashboard':
      return { kind: 'user', session: await api('loginDashboard', { body: credentials }) };
    case 'reconditioner':
      return { kind: 'user', session: await api('loginReconditioner', { body: credentials }) };
    case 'rentalPlace':
      return { kind: 'rentalPlace', session: await api('loginRentalPlace', { body: credentials }) };
  }
}

const isMarketplaceKey = (key: readonly unknown[]) =>
  key[0] === keys.marketplaceSession[0] && key[1] === keys.marketplaceSession[1];

/** Opens a session; the API answers with an httpOnly cookie, nothing is stored by the app. */
export function useLogin(variant: LoginVariant) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) => login(variant, credentials),
    onSuccess: (result) => {
      if (result.kind === 'user') {
        // answers cached for a previous staff session must not leak into this one
        queryClient.removeQueries({ predicate: (query) => !isMarketplaceKey(query.queryKey) });
      } else {
        queryClient.setQueryData<MarketplaceIdentity>(keys.marketplaceSession, identityOf(result.session.account));
      }
    },
  });
}

/** Who resets a password: staff (dashboard, reconditioning) or a marketplace account (customer or managing place). */
export type RecoverySpace = 'staff' | 'marketplace';

export function useSendRecoveryEmail(space: RecoverySpace = 'staff') {
  return useMutation({
    mutationFn: (email: string) =>
      space === 'marketplace'
        ? api('forgotPasswordRentalPlace', { body: { email } })
        : api('sendPasswordRecoveryEmail', { body: { email } }),
  });
}

export function useResetPassword(space: RecoverySpace = 'staff') {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      space === 'marketplace'
        ? api('resetPasswordRentalPlace', { body: input })
        : api('resetPassword', { body: input }),
  });
}

/** Where each space logs in and asks for a new link. */
export const recoveryPaths = (space: RecoverySpace) =>
  space === 'marketplace'
    ? { login: '/marketplace/login', forgot: '/marketplace/forgot-password' }
    : { login: '/login', forgot: '/forgot-password' };

export function useValidateAccount() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) => api('validateAccount', { body: input }),
  });
}

/** What a mailed invitation to a company offers (the token is the link's). */
export function useCompanyInvitation(token: string) {
  return useQuery({
    queryKey: ['companyInvitation', token],
    queryFn: () => api('readCompanyInvitation', { body: { token } }),
    enabled: !!token,
    retry: false,
  });
}

export function useAcceptCompanyInvitation() {
  return useMutation({
    mutationFn: (token: string) => api('acceptCompanyInvitation', { body: { token } }),
  });
}

export function useDeclineCompanyInvitation() {
  return useMutation({
    mutationFn: (token: string) => api('declineCompanyInvitation', { body: { token } }),
  });
}
