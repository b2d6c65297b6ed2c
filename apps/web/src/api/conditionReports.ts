/** Condition reports (state documents) of an order at departure and return: answers, photos, PDF. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallResult } from './client.ts';
import type { JsonBody } from './types.ts';

export type ConditionScope = 'DEPART' | 'RETOUR';
export type ConditionReport = CallResult<'getConditionReport'>;
export type ConditionUnit = ConditionReport['units'][number];
export type ConditionQuestion = ConditionUnit['questions'][number];
export type ConditionPhoto = ConditionUnit['photos'][number];
export type UnitAnswersInput = JsonBody<'saveConditionReportAnswers'>;
export type ConditionAnswers = UnitAnswersInput['answers'];

export const conditionReportKey = (orderId: string, scope: ConditionScope) =>
  ['conditionReports', orderId, scope] as const;

/** The report, read again every 2 s while its PDF is being drawn. */
export const useConditionReport = (orderId: string, scope: ConditionScope) =>
  useQuery({
    queryKey: conditionReportKey(orderId, scope),
    queryFn: () => api('getConditionReport', { params: { path: { orderId, scope } } }),
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? 2000 : false),
  });

function useReportWrite<Input>(orderId: string, scope: ConditionScope, write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) => {
      if (answer && typeof answer === 'object' && 'units' in answer) {
        queryClient.setQueryData(conditionReportKey(orderId, scope), answer as ConditionReport);
      }
      return queryClient.invalidateQueries({ queryKey: ['conditionReports', orderId] });
    },
  });
}

export const useSaveUnitAnswers = (orderId: string, scope: ConditionScope) =>
  useReportWrite(orderId, scope, (body: Omit<UnitAnswersInput, 'orderId' | 'scope'>) =>
    api('saveConditionReportAnswers', { body: { ...body, orderId, scope } }),
  );

export const useUploadConditionPhotos = (orderId: string, scope: ConditionScope) =>
  useReportWrite(orderId, scope, ({ subProductId, files }: { subProductId: string; files: File[] }) => {
    const body = new FormData();
    body.append('orderId', orderId);
    body.append('subProductId', subProductId);
    body.append('scope', scope);
    for (const file of files) body.append('files', file);
    // the form's fields are typed as JSON by the generated client; the browser sends the multipart body as it is
    return api('uploadStateDocumentFiles', { body: body as never });
  });

export const useRemoveConditionPhoto = (orderId: string, scope: ConditionScope) =>
  useReportWrite(orderId, scope, (fileId: string) => api('deleteStateDocumentFile', { params: { path: { fileId } } }));

export const useGenerateConditionReport = (orderId: string, scope: ConditionScope) =>
  useReportWrite(orderId, scope, (lang: 'fr' | 'en' | 'es' | 'pt' | 'it') =>
    api('generateOrderStateDocument', { body: { orderId, scope, lang } }),
  );

export const downloadConditionReport = (orderId: string, scope: ConditionScope) =>
  api('downloadConditionReportPdf', { params: { path: { orderId, scope } } }) as Promise<Blob>;
