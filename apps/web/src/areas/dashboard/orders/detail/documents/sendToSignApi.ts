/** The "send to sign" mails of an order's documents: the list with delivery statuses, and the sending. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallResult } from '../../../../../api/client.ts';

export type SentToSign = CallResult<'listDocumentsSentToSign'>[number];

const sentKey = (orderId: string) => ['orders', 'sentToSign', orderId] as const;

/** Mails on their way are read again every 15 s, so their status moves on screen. */
export const useSentToSign = (orderId: string) =>
  useQuery({
    queryKey: sentKey(orderId),
    queryFn: () => api('listDocumentsSentToSign', { params: { path: { orderId } } }),
    refetchInterval: (query) =>
      query.state.data?.some((s) => s.delivery.status === 'queued' || s.delivery.status === 'retrying')
        ? 15_000
        : false,
  });

export function useSendToSign(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => api('sendDocumentToSign', { body: { orderId, documentId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sentKey(orderId) }),
        queryClient.invalidateQueries({ queryKey: ['orderMails', orderId] }),
      ]),
  });
}
