import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';

const onBehalfKey = ['admin', 'onBehalfSessions'] as const;

/** Live sessions opened on behalf of users (impersonations, managing-place openings). */
export function useOnBehalfSessions() {
  return useQuery({ queryKey: onBehalfKey, queryFn: () => api('adminListOnBehalfSessions') });
}

export function useRevokeOnBehalfSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('adminRevokeOnBehalfSession', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onBehalfKey }),
  });
}
