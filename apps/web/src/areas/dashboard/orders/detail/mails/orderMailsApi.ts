/** The mails of an order: the list with delivery statuses, and the manual mail form. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallResult } from '../../../../../api/client.ts';

export type OrderMail = CallResult<'listOrderMails'>[number];
export type DeliveryStatus = OrderMail['delivery']['status'];

export const orderMailKeys = { of: (orderId: string) => ['orderMails', orderId] as const };

/** Mails still on their way are read again every 15 s, so their status moves on screen. */
const isMoving = (mails: OrderMail[] | undefined) =>
  !!mails?.some((m) => m.delivery.status === 'queued' || m.delivery.status === 'retrying');

export const useOrderMails = (orderId: string) =>
  useQuery({
    queryKey: orderMailKeys.of(orderId),
    queryFn: () => api('listOrderMails', { params: { path: { orderId } } }),
    refetchInterval: (query) => (isMoving(query.state.data) ? 15_000 : false),
  });

export function useSendOrderMail(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => api('sendOrderMail', { body: body as never }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderMailKeys.of(orderId) }),
  });
}
