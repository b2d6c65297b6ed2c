import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { JsonBody } from '../../../api/types.ts';
import type { SignatureResult } from '../../../components/signature/SignaturePad.tsx';

export type SigningLanguage = 'fr' | 'en' | 'es' | 'pt' | 'it';
type DocumentBody = JsonBody<'signOrderDocumentAtCounter'>;
type ReportBody = JsonBody<'signOrderStateDocumentAtCounter'>;

/** A pad's result as the API takes it: the drawn picture when there is one, else the typed name. */
export function signatureFields(result: SignatureResult): { signatureImage?: string; typedName?: string } {
  const base64 = result.dataUrl?.split(',')[1];
  if (base64) return { signatureImage: base64 };
  return { typedName: result.typedName ?? '' };
}

/** The consent words the API writes on the audit page, in the signer's language. */
export const useSigningWords = (language: SigningLanguage) =>
  useQuery({
    queryKey: ['signingWords', language],
    queryFn: () => api('getCounterSigningWords', { params: { query: { language } } }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSignDocumentAtCounter(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<DocumentBody, 'orderId'>) =>
      api('signOrderDocumentAtCounter', { body: { ...body, orderId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders', 'documents', orderId] }),
  });
}

export function useSignReportAtCounter(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ReportBody, 'orderId'>) =>
      api('signOrderStateDocumentAtCounter', { body: { ...body, orderId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['conditionReports', orderId] }),
  });
}
