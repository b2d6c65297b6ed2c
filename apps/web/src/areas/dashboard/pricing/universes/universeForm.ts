import type { Universe } from '../../../../api/pricing.ts';

export interface UniverseFormValues {
  title: string;
  productModelIds: string[];
  ranking: number | string;
  minimumPrice: number | string;
  /** A new picture; the current one stays when none is chosen. */
  picture: File | null;
}

export function universeFormValues(universe?: Universe): UniverseFormValues {
  return {
    title: universe?.title ?? '',
    productModelIds: universe?.productModelIds ?? [],
    ranking: universe?.ranking ?? '',
    minimumPrice: universe?.minimumPrice ?? '',
    picture: null,
  };
}

/** The multipart form of `saveUniverse`: text fields (model ids comma-joined) and the picture file. */
export function buildUniverseForm(values: UniverseFormValues, id?: string): FormData {
  const form = new FormData();
  if (id) form.append('id', id);
  form.append('title', values.title.trim());
  form.append('productModelIds', values.productModelIds.join(','));
  // No ranking means 0 (first); an empty minimum price removes it.
  if (values.ranking !== '') form.append('ranking', String(values.ranking));
  form.append('minimumPrice', values.minimumPrice === '' ? '' : String(values.minimumPrice));
  if (values.picture) form.append('picture', values.picture);
  return form;
}
