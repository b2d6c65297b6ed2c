import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from './client.ts';
import { keys } from './keys.ts';
import { noteMarketplaceLogin } from './marketplace-note.ts';
import type { RentalPlaceAccount } from './types.ts';

const retryUnlessClientError = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

/** The staff session: user, current company, companies they may switch to, their access, impersonation. */
export function useMe() {
  return useQuery({ queryKey: keys.me, queryFn: () => api('getMe'), retry: retryUnlessClientError });
}

/** Ends the staff (or reconditioner) session; the caller then leaves the area with `useLeaveSession`. */
export function useLogout(operation: 'disconnect' | 'disconnectReconditioner' = 'disconnect') {
  return useMutation({ mutationFn: () => api(operation) });
}

/** Moves the session to another company of the user; everything cached was about the previous one. */
export function useSwitchCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) => api('switchCompany', { params: { path: { companyId } } }),
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== keys.session[0] });
      await queryClient.invalidateQueries({ queryKey: keys.session });
    },
  });
}

/** Ends an impersonation and returns to the admin's own session (then `useLeaveSession`). */
export function useGoBackOnAdmin() {
  return useMutation({ mutationFn: () => api('goBackOnAdmin') });
}

/** Opens a session as another user of a company (admins only); the cookie now carries that session. */
export function useLogAs() {
  return useMutation({
    mutationFn: (target: { companyId: string; userId: string }) => api('adminLogAs', { params: { path: target } }),
  });
}

/** Who is logged in on the marketplace. */
export interface MarketplaceIdentity {
  id: string;
  email: string;
  displayName: string | null;
}

export function identityOf(account: RentalPlaceAccount): MarketplaceIdentity {
  const fullName = [account.firstName, account.lastName].filter(Boolean).join(' ');
  return { id: account.id, email: account.email, displayName: fullName || account.name || null };
}

/** The marketplace (rental-place customer) session, if any; filled by the login answer, else checked. */
export function useMarketplaceSession() {
  return useQuery<MarketplaceIdentity>({
    queryKey: keys.marketplaceSession,
    queryFn: async () => {
      const check = await api('checkTokenRentalPlace');
      if (check.connectTo !== 'rental_place') return { id: check.id, email: check.email, displayName: null };
      return identityOf(await api('getRentalPlaceUserMe'));
    },
    retry: retryUnlessClientError,
  });
}

export function useMarketplaceLogout() {
  return useMutation({
    mutationFn: () => {
      noteMarketplaceLogin(false);
      return api('disconnectRentalPlace');
    },
  });
}
