import { useMutation } from '@tanstack/react-query';
import { api } from './client.ts';

export type CatalogueImportKind = 'products' | 'packs';

/** Sends a CSV file of products (with their units) or of packs; the answer is the background job to follow. */
export function useImportCatalogue() {
  return useMutation({
    mutationFn: ({ kind, file }: { kind: CatalogueImportKind; file: File }) => {
      const body = new FormData();
      body.append('file', file);
      return kind === 'products' ? api('importProducts', { body }) : api('importPacks', { body });
    },
  });
}

export const downloadCatalogueCsv = () => api('exportProductsCsv', {}) as Promise<Blob>;
