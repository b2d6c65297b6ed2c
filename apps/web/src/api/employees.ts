import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { keys } from './keys.ts';
import type { EmployeeInput } from './types.ts';

export function useEmployees(enabled = true) {
  return useQuery({ queryKey: keys.employees, queryFn: () => api('getAllCompanyEmployees'), enabled });
}

/** Adds an employee, or updates the access of an existing one (the API upserts by email). */
export function useSaveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeInput) => api('addEmployee', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.employees }),
  });
}

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employeeId: string) => api('deleteEmployee', { params: { path: { employeeId } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.employees }),
  });
}

/** The company's invitations not yet accepted (read only by those who manage staff). */
export function usePendingInvitations(enabled: boolean) {
  return useQuery({ queryKey: keys.invitations, queryFn: () => api('listCompanyInvitations'), enabled });
}

/** Re-sending and cancelling act on one invitation by id, then refresh the list. */
function useInvitationAction(operation: 'resendCompanyInvitation' | 'cancelCompanyInvitation') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => api(operation, { params: { path: { invitationId } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.invitations }),
  });
}

export const useResendInvitation = () => useInvitationAction('resendCompanyInvitation');
export const useCancelInvitation = () => useInvitationAction('cancelCompanyInvitation');
