import sharp from 'sharp';
import { badRequest } from '../../platform/errors.ts';

/** Largest side of a kept picture: it is shown as an avatar. */
const MAX_SIDE = 512;

/**
 * Decodes the picture and writes it again as WebP, at most 512 px a side, without its metadata (location, camera):
 * what is kept and served is always an image the server drew, never the uploaded bytes. A file that does not decode
 * (a page called a picture, a truncated image, a decompression bomb) is refused.
 */
export async function reencodePicture(data: Buffer): Promise<Buffer> {
  try {
    return await sharp(data, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw badRequest('file', 'The picture could not be read as an image');
  }
}
