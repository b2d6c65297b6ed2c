import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallResult } from '../../../../../api/client.ts';
import type { JsonBody } from '../../../../../api/types.ts';

export type OrderDocument = CallResult<'listOrderDocuments'>[number];
export type GenerateBody = JsonBody<'generateOrderDocument'>;

const documentsKey = (orderId: string) => ['orders', 'documents', orderId] as const;

/** The order's documents, asked again every second while one is being generated. */
export const useOrderDocuments = (orderId: string) =>
  useQuery({
    queryKey: documentsKey(orderId),
    queryFn: () => api('listOrderDocuments', { params: { path: { orderId } } }),
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'TO_GENERATE') ? 1000 : false),
  });

function useDocumentsWrite<Input>(orderId: string, write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey(orderId) }),
  });
}

export const useGenerateDocument = (orderId: string) =>
  useDocumentsWrite(orderId, (body: Omit<GenerateBody, 'orderId'>) =>
    api('generateOrderDocument', { body: { ...body, orderId } }),
  );

export const useDeleteDocument = (orderId: string) =>
  useDocumentsWrite(orderId, (key: string) => api('deleteDocument', { params: { path: { key } } }));

export const downloadDocument = (key: string) =>
  api('downloadDocument', { params: { path: { key } } }) as unknown as Promise<Blob>;
