import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from './client.ts';
import { keys } from './keys.ts';

/** The server answers 404 when the development mailbox is off (DEV_MAILBOX) or the session is not an admin's. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Mails written by the development mail transport, newest first; polled so new mails show up. Asked for only when
 * `enabled` (a platform administrator's session).
 */
export function useMailbox(enabled = true) {
  return useQuery({ ...mailboxQuery, enabled, refetchInterval: (query) => (query.state.error ? false : 5000) });
}

/** Whether the development mailbox is there for this session (the admin menu links to it only then). */
export function useMailboxAvailable(enabled: boolean) {
  return useQuery({ ...mailboxQuery, enabled, staleTime: 60_000 }).isSuccess;
}

const mailboxQuery = {
  queryKey: keys.mailbox,
  queryFn: async () => {
    const { items } = await api('devMailbox');
    return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  },
  retry: (count: number, error: unknown) => !isNotFound(error) && count < 2,
};
