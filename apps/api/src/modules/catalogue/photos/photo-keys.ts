import { imageKey, imageUrl, parseImageKey } from '../../../platform/storage/images.ts';

/** Image categories of the two versions of a product photo: the one shown in pages, and its thumbnail. */
export const PHOTO_CATEGORY = 'product-photos';
export const THUMBNAIL_CATEGORY = 'product-thumbs';

/** The keys of both versions of a new photo; a model's `pictures` hold the first. */
export const photoKeys = (companyId: string, id: string) => ({
  photo: imageKey(companyId, PHOTO_CATEGORY, id, 'webp'),
  thumbnail: imageKey(companyId, THUMBNAIL_CATEGORY, id, 'webp'),
});

/** The thumbnail's key of an uploaded product photo of this company; undefined for any other picture. */
export function thumbnailKeyOf(key: string, companyId?: string) {
  const parsed = parseImageKey(key);
  if (!parsed || parsed.category !== PHOTO_CATEGORY || (companyId && parsed.companyId !== companyId)) return undefined;
  return `images/${parsed.companyId}/${THUMBNAIL_CATEGORY}/${parsed.fileName}`;
}

/** The company and id of an uploaded product photo's key; undefined for any other picture. */
export function photoIdOf(key: string) {
  const parsed = parseImageKey(key);
  if (!parsed || parsed.category !== PHOTO_CATEGORY) return undefined;
  return { companyId: parsed.companyId, id: parsed.fileName.replace(/\.\w+$/, '') };
}

/**
 * How a model's pictures are shown: their public addresses, with the thumbnail of uploaded photos (other stored
 * images show themselves). Keys that are not stored images (written by older clients) have no address.
 */
export function photoViews(pictures: string[]) {
  return pictures.flatMap((key) => {
    if (!parseImageKey(key)) return [];
    const thumbnail = thumbnailKeyOf(key);
    return [{ key, url: imageUrl(key), thumbnailUrl: imageUrl(thumbnail ?? key) }];
  });
}
