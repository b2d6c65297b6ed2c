import sharp from 'sharp';
import { badRequest } from '../errors.ts';

/** Largest picture decoded: past it a file is refused before its pixels are allocated (a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;

export interface RedrawnImage {
  /** The largest side asked for; the image is at most this wide and high, never enlarged. */
  side: number;
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes a picture and writes it again as WebP, once per side asked for (each at most that many pixels a side,
 * turned upright, without its metadata: location, camera). What is kept and served is always an image the server
 * drew, never the uploaded bytes. A file that does not decode (a page called a picture, a truncated image, a
 * decompression bomb) is a 400 naming `field`.
 */
export async function redrawImage(
  data: Buffer,
  {
    field,
    sides,
    message = 'The picture could not be read as an image',
  }: { field: string; sides: number[]; message?: string },
): Promise<RedrawnImage[]> {
  try {
    const decoded = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    return await Promise.all(
      sides.map(async (side) => {
        const { data: out, info } = await decoded
          .clone()
          .resize(side, side, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
        return { side, data: out, width: info.width, height: info.height };
      }),
    );
  } catch {
    throw badRequest(field, message);
  }
}
