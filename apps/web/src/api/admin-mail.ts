import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { keys } from './keys.ts';

/** Mails given up after their last delivery attempt, newest first. */
export function useFailedMail(page: number) {
  return useQuery({
    queryKey: keys.adminFailedMail(page),
    queryFn: () => api('adminListFailedMail', { params: { query: { page } } }),
    placeholderData: keepPreviousData,
  });
}

/** Queues a failed mail again. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('adminRetryFailedMail', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.adminFailedMailAll }),
  });
}
