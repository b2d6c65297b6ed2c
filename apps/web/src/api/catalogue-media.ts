/** Catalogue media: a product model's photos, and QR label sheets in the printer's format. */

import type { LabelFormat } from '@hirebase/shared/label-formats';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys, type ProductModel } from './catalogue.ts';
import { api } from './client.ts';

export type ProductPhoto = ProductModel['photos'][number];

/** Photos belong to the model: every product of it, and the model lists, show them. */
function useRefreshModel() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogueKeys.products }),
      queryClient.invalidateQueries({ queryKey: catalogueKeys.models }),
    ]);
}

/** Adds one photo at the end of the model's photos. */
export function useAddProductPhoto() {
  const refresh = useRefreshModel();
  return useMutation({
    mutationFn: ({ modelId, file }: { modelId: string; file: File }) => {
      const body = new FormData();
      body.append('file', file);
      return api('addProductModelPhoto', { params: { path: { productModelId: modelId } }, body });
    },
    onSettled: refresh,
  });
}

/** Saves the photos' order; photos left out are removed. */
export function useSetProductPhotos() {
  const refresh = useRefreshModel();
  return useMutation({
    mutationFn: ({ modelId, pictures }: { modelId: string; pictures: string[] }) =>
      api('setProductModelPhotos', { params: { path: { productModelId: modelId } }, body: { pictures } }),
    onSettled: refresh,
  });
}

/** A PDF of QR labels for the chosen units, or for every unit of the product when none is chosen. */
export function useQrLabelsPdf() {
  return useMutation({
    mutationFn: ({ productId, unitIds, format }: { productId: string; unitIds: string[]; format: LabelFormat }) =>
      api('getQrCodesPdf', {
        body: unitIds.length > 0 ? { subProductIds: unitIds, format } : { productIds: [productId], format },
      }),
  });
}
