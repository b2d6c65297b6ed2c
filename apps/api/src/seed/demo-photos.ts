import { keepProductPhoto, type ProductPhotoVersions, redrawProductPhoto } from '../modules/catalogue/index.ts';
import type { Db } from '../platform/db/pool.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { type DrawingKind, drawing, groupDrawing } from './demo-drawings.ts';

/** The drawing of each demo product (by its key in the demo catalogue). */
export const PRODUCT_DRAWINGS: Record<string, DrawingKind> = {
  city: 'cityBike',
  mtb: 'mountainBike',
  road: 'roadBike',
  kids: 'kidsBike',
  seat: 'childSeat',
  helmet: 'bikeHelmet',
  ecity: 'eCityBike',
  emtb: 'eMountainBike',
  skis: 'skis',
  freeride: 'freerideSkis',
  kidskis: 'kidsSkis',
  snowboard: 'snowboard',
  boots: 'skiBoots',
  poles: 'poles',
  skihelmet: 'skiHelmet',
};

/**
 * Each picture is drawn once per process, whatever the number of shops seeded (the seed runs in tests too), by the
 * upload path's own redrawing: the two WebP versions it keeps of any uploaded picture, here from the drawing.
 */
const drawn = new Map<string, Promise<ProductPhotoVersions>>();

function versionsOf(kinds: DrawingKind[]) {
  const key = kinds.join('+');
  let versions = drawn.get(key);
  if (!versions) {
    versions = redrawProductPhoto(Buffer.from(kinds.length === 1 ? drawing(kinds[0]!) : groupDrawing(kinds)));
    drawn.set(key, versions);
  }
  return versions;
}

/** Starts drawing these pictures at once, side by side (the image library's threads), before they are stored. */
export function drawDemoPhotos(pictures: DrawingKind[][]) {
  for (const kinds of pictures) versionsOf(kinds).catch(() => undefined);
}

/**
 * Stores the photo of a demo model or pack as an uploaded one (its keys, its two versions, its file noted), from the
 * drawing of its kinds; answers the model's or pack's `pictures`.
 */
export async function demoPhoto(
  env: { db: Db; storage: Storage; companyId: string; now: Date },
  kinds: DrawingKind[],
): Promise<string[]> {
  if (kinds.length === 0) return [];
  const keys = await keepProductPhoto(env, await versionsOf(kinds));
  return [keys.photo];
}
