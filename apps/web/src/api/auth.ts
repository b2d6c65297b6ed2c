import { type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import type { RecoverySpace } from '../app/publicPaths.ts';
import { api } from './client.ts';
import { keys } from './keys.ts';
import type { LoginResult } from './login.ts';
import { identityOf, type MarketplaceIdentity } from './session.ts';

export { type RecoverySpace, recoveryPaths } from '../app/publicPaths.ts';
export type { LoginResult, LoginVariant } from './login.ts';

const isMarketplaceKey = (key: readonly unknown[]) =>
  key[0] === keys.marketplaceSession[0] && key[1] === keys.marketplaceSession[1];

/** Sets the query cache for a session just opened (the login page calls `logIn`, `login.ts`). */
export function applyLogin(queryClient: QueryClient, result: LoginResult) {
  if (result.kind === 'user') {
    // answers cached for a previous staff session must not leak into this one
    queryClient.removeQueries({ predicate: (query) => !isMarketplaceKey(query.queryKey) });
  } else {
    queryClient.setQueryData<MarketplaceIdentity>(keys.marketplaceSession, identityOf(result.session.account));
  }
}

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
