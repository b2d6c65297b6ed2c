import { useQuery } from '@tanstack/react-query';
import { api } from './client.ts';
import { keys } from './keys.ts';

/** Mails written by the development mail transport, newest first; polled so new mails show up. */
export function useMailbox() {
  return useQuery({
    queryKey: keys.mailbox,
    queryFn: async () => {
      const { items } = await api('devMailbox');
      return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    refetchInterval: 5000,
  });
}
