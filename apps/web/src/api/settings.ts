import type { CompanyImageType } from '@hirebase/shared/company-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallArgs, type CallResult, type OperationId } from './client.ts';
import { keys } from './keys.ts';
import type { CompanySettings } from './types.ts';

export const settingsKeys = {
  settings: ['company', 'settings'] as const,
  products: ['company', 'settings', 'products'] as const,
  categories: ['company', 'settings', 'categories'] as const,
};

/** Every call that changes one settings section and answers the whole updated settings. */
export type SettingsOperation = Exclude<
  { [K in OperationId]: CallResult<K> extends CompanySettings ? K : never }[OperationId],
  'getCompanySettings' | 'uploadCompanyImage' | 'uploadOnlineStoreImage'
>;

/** One settings call and its body; `updateTheme` answers the theme only and is merged into the settings. */
export type SettingsChange =
  | { [K in SettingsOperation]: { operation: K; body: NonNullable<CallArgs<K>['body']> } }[SettingsOperation]
  | { operation: 'updateTheme'; body: NonNullable<CallArgs<'updateTheme'>['body']> };

/** Calls that also change what the session knows of the company (name, store address, time zone, currency). */
const COMPANY_ROW_CALLS: readonly string[] = [
  'updateCompanyMainInfos',
  'updateSlug',
  'updateTimezone',
  'updateCurrency',
];

export function useCompanySettings(enabled = true) {
  return useQuery({ queryKey: settingsKeys.settings, queryFn: () => api('getCompanySettings'), enabled });
}

/** Applies one settings change; the answer replaces the cached settings so every section sees it at once. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: SettingsChange): Promise<CompanySettings> => {
      if (change.operation === 'updateTheme') {
        const theme = await api('updateTheme', { body: change.body });
        const current = queryClient.getQueryData<CompanySettings>(settingsKeys.settings);
        if (!current) return api('getCompanySettings');
        return { ...current, theme };
      }
      return (await api(change.operation, { body: change.body } as never)) as CompanySettings;
    },
    onSuccess: (settings, change) => {
      queryClient.setQueryData(settingsKeys.settings, settings);
      if (COMPANY_ROW_CALLS.includes(change.operation)) void queryClient.invalidateQueries({ queryKey: keys.me });
    },
  });
}

/** Replaces the logo, banner or cover of the store. */
export function useUploadCompanyImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, file }: { type: CompanyImageType; file: File }) => {
      const body = new FormData();
      body.append('file', file);
      return api('uploadCompanyImage', { params: { path: { type } }, body });
    },
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.settings, settings),
  });
}

/**
 * Changes the online-store gallery: `files[k]` goes to position `indexes[k]` (replacing the image there, or
 * appended past the end), `indexesToDelete` removes images; positions are those before the call.
 */
export interface GalleryChange {
  files?: { file: Blob; name: string; index: number }[];
  indexesToDelete?: number[];
}

export function useUpdateGallery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ files = [], indexesToDelete = [] }: GalleryChange) => {
      const body = new FormData();
      for (const upload of files) body.append('files', upload.file, upload.name);
      if (files.length) {
        body.append('names', JSON.stringify(files.map((f) => f.name)));
        body.append('indexes', JSON.stringify(files.map((f) => f.index)));
      }
      if (indexesToDelete.length) body.append('indexesToDelete', JSON.stringify(indexesToDelete));
      return api('uploadOnlineStoreImage', { body });
    },
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.settings, settings),
  });
}

/** The catalogue's products, to choose featured items from (a shop's catalogue fits in one page of 500). */
export function useCatalogueProducts() {
  return useQuery({
    queryKey: settingsKeys.products,
    queryFn: () => api('getProductsByCompany', { params: { query: { limit: 500, sort: 'name__asc' } } }),
    staleTime: 60_000,
  });
}

/** Categories of products, for discounts by rental length. */
export function useProductCategories() {
  return useQuery({
    queryKey: settingsKeys.categories,
    queryFn: () => api('listVerticaleCategories'),
    staleTime: 5 * 60_000,
  });
}
