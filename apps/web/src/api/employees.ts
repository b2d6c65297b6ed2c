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
