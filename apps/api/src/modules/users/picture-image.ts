import { redrawImage } from '../../platform/storage/redraw-image.ts';

/** Largest side of a kept picture: it is shown as an avatar. */
const MAX_SIDE = 512;

/** The picture redrawn as a WebP of at most 512 px a side, without its metadata (see `redrawImage`). */
export async function reencodePicture(data: Buffer): Promise<Buffer> {
  const [picture] = await redrawImage(data, { field: 'file', sides: [MAX_SIDE] });
  return picture.data;
}
