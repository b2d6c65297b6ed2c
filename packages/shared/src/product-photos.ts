/** Photos of a product model: the first is the main one (cards, the online store). */
export const MAX_PRODUCT_PHOTOS = 10;
/** Largest uploaded photo file; phone cameras write 3–8 MB. */
export const MAX_PRODUCT_PHOTO_BYTES = 10 * 1024 * 1024;
/** Largest side of the two kept versions: the photo shown in a page, and the thumbnail of lists and cards. */
export const PRODUCT_PHOTO_SIDE = 800;
export const PRODUCT_THUMBNAIL_SIDE = 200;
