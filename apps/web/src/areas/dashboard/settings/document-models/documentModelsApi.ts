import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallArgs, type CallResult } from '../../../../api/client.ts';

export type ModelList = CallResult<'listDocumentModels'>;
export type DocumentModel = ModelList['items'][number];
export type ModelBody = NonNullable<CallArgs<'saveDocumentModel'>['body']>;
export type ModelKind = ModelBody['kind'];
export type BlockType = ModelBody['blocks'][number]['type'];
export type PreviewBody = NonNullable<CallArgs<'previewDocumentModel'>['body']>;
export type ModelLanguage = NonNullable<PreviewBody['language']>;
export const MODEL_LANGUAGES: ModelLanguage[] = ['fr', 'en', 'es', 'pt', 'it'];

const keys = { list: (language: string) => ['document-models', language] as const };

export const useDocumentModels = (language: ModelLanguage) =>
  useQuery({
    queryKey: keys.list(language),
    queryFn: () => api('listDocumentModels', { params: { query: { language } } }),
    placeholderData: (previous) => previous,
  });

export function useSaveDocumentModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ModelBody) => api('saveDocumentModel', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['document-models'] }),
  });
}

export function useDeleteDocumentModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentModelId: string) => api('deleteDocumentModel', { params: { path: { documentModelId } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['document-models'] }),
  });
}

/** The PDF the model being edited gives (nothing is stored): the server draws it, the page shows it. */
export const useModelPreview = (body: PreviewBody) =>
  useQuery({
    queryKey: ['document-models', 'preview', body],
    queryFn: () => api('previewDocumentModel', { body }) as unknown as Promise<Blob>,
    placeholderData: (previous) => previous,
    retry: false,
  });
