import type { AccountStatus } from '@hirebase/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { keys } from './keys.ts';
import type { ArchiveReason, CreateCompanyInput, CreateUserInput } from './types.ts';

export function useAdminCompanies(filters: { search: string; page: number; type?: AccountStatus }) {
  return useQuery({
    queryKey: keys.adminCompanies(filters),
    queryFn: () =>
      api('adminSearchCompanies', {
        params: { query: { search: filters.search || undefined, page: filters.page, type: filters.type } },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Marketplace customer accounts, by part of their email or name. */
export function useAdminMarketplaceCustomers(query: { search?: string; page: number }) {
  return useQuery({
    queryKey: ['admin', 'marketplace-customers', query],
    queryFn: () =>
      api('adminSearchRentalPlaceUsers', {
        params: { query: { search: query.search || undefined, page: query.page } },
      }),
    placeholderData: keepPreviousData,
  });
}

/** A user as administrators see them, with the companies they belong to. */
export function useAdminUser(id: string) {
  return useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: () => api('adminGetUser', { params: { path: { id } } }),
  });
}

export function useAdminCompany(id: string) {
  return useQuery({
    queryKey: keys.adminCompany(id),
    queryFn: () => api('adminGetCompany', { params: { path: { id } } }),
  });
}

export function useAdminCompanyEmployees(id: string) {
  return useQuery({
    queryKey: keys.adminCompanyEmployees(id),
    queryFn: () => api('adminCompanyEmployees', { params: { path: { id } } }),
  });
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCompanyInput) => api('adminCreateCompany', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.adminCompaniesAll }),
  });
}

export function useArchiveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: ArchiveReason }) =>
      api('adminArchiveCompany', { params: { path: { id } }, body: { reason } }),
    onSuccess: (_answer, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.adminCompaniesAll }),
        queryClient.invalidateQueries({ queryKey: keys.adminCompany(id) }),
      ]),
  });
}

/** Whether a slug / a name is still free (empty or too short values are not asked). */
export function useSlugUnique(slug: string) {
  return useQuery({
    queryKey: keys.uniqueSlug(slug),
    queryFn: () => api('isSlugUnique', { params: { path: { slug } } }),
    enabled: slug.length >= 2,
    staleTime: 10_000,
  });
}

export function useNameUnique(name: string) {
  return useQuery({
    queryKey: keys.uniqueName(name),
    queryFn: () => api('isNameUnique', { params: { path: { name } } }),
    enabled: name.trim().length >= 2,
    staleTime: 10_000,
  });
}

export function useAdminUsers(filters: { search: string; page: number }) {
  return useQuery({
    queryKey: keys.adminUsers(filters),
    queryFn: () =>
      api('adminSearchUsers', { params: { query: { search: filters.search || undefined, page: filters.page } } }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserInput) => api('adminCreateUser', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.adminUsersAll }),
  });
}

export function useSetUserActivated() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { userId: string; isAccountActivated: boolean }) => api('adminSetUserActivated', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.adminUsersAll }),
  });
}

/** A marketplace customer's account with their bookings in every shop. */
export function useAdminMarketplaceCustomer(id: string) {
  return useQuery({
    queryKey: ['admin', 'marketplace-customer', id],
    queryFn: () => api('adminGetRentalPlaceUser', { params: { path: { id }, query: { withOrders: true } } }),
  });
}
