import { MAX_PRODUCT_PHOTO_BYTES, MAX_PRODUCT_PHOTOS } from '@hirebase/shared/product-photos';

/** What the API decodes; anything else is refused before it is sent. */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const MAX_PHOTO_MB = MAX_PRODUCT_PHOTO_BYTES / (1024 * 1024);

/** The list with the photo at `index` moved by `delta` places (kept within the list); the first is the main one. */
export function movePhoto<T>(photos: readonly T[], index: number, delta: number): T[] {
  const to = Math.min(photos.length - 1, Math.max(0, index + delta));
  if (index < 0 || index >= photos.length || to === index) return [...photos];
  const next = [...photos];
  const [moved] = next.splice(index, 1);
  next.splice(to, 0, moved);
  return next;
}

/** The list with the photo at `index` first: the main photo. */
export const makeMainPhoto = <T>(photos: readonly T[], index: number) => movePhoto(photos, index, -index);

/** The list without the photo at `index`. */
export const withoutPhoto = <T>(photos: readonly T[], index: number) => photos.filter((_, i) => i !== index);

export type PhotoProblem = { file: File; reason: 'notImage' | 'tooLarge' | 'full' };

/**
 * Splits chosen files into those to send and those refused on the spot: not an image type the API reads, larger than
 * its limit, or past the product's photo count (`count` photos already there).
 */
export function sortChosenPhotos(files: readonly File[], count: number) {
  const accepted: File[] = [];
  const refused: PhotoProblem[] = [];
  for (const file of files) {
    if (!PHOTO_TYPES.includes(file.type)) refused.push({ file, reason: 'notImage' });
    else if (file.size > MAX_PRODUCT_PHOTO_BYTES) refused.push({ file, reason: 'tooLarge' });
    else if (count + accepted.length >= MAX_PRODUCT_PHOTOS) refused.push({ file, reason: 'full' });
    else accepted.push(file);
  }
  return { accepted, refused };
}
