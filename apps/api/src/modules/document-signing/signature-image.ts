import sharp from 'sharp';
import type { Static } from 'typebox';
import { badRequest } from '../../platform/errors.ts';
import { sniffImage } from '../../platform/storage/images.ts';
import type { SignDocumentBody } from './schemas.ts';

type Body = Static<typeof SignDocumentBody>;

const decodes = (png: Buffer) =>
  sharp(png)
    .stats()
    .then(
      () => true,
      () => false,
    );

/** A pad's strokes fit well within this; a larger picture is not a signature. */
const MAX_SIGNATURE_SIDE = 4000;

/** The drawn signature as PNG bytes, or undefined for a typed one; exactly one of the two is given. */
export async function signatureOf(
  body: Pick<Body, 'signatureImage' | 'typedName'>,
  fields = { image: 'signatureImage', typed: 'typedName' },
): Promise<Buffer | undefined> {
  if (body.signatureImage !== undefined && body.typedName !== undefined) {
    throw badRequest(fields.typed, 'Give a drawn signature or a typed one, not both');
  }
  if (body.signatureImage === undefined) {
    if (body.typedName === undefined) throw badRequest(fields.image, 'A drawn or typed signature is required');
    return undefined;
  }
  const png = Buffer.from(body.signatureImage, 'base64');
  if (sniffImage(png) !== 'png') throw badRequest(fields.image, 'The signature must be a PNG image');
  const size = await sharp(png)
    .metadata()
    .catch(() => undefined);
  if (!size?.width || !size.height) throw badRequest(fields.image, 'The signature must be a PNG image');
  if (size.width > MAX_SIGNATURE_SIDE || size.height > MAX_SIGNATURE_SIDE) {
    throw badRequest(fields.image, 'The signature picture is too large', { maxSide: MAX_SIGNATURE_SIDE });
  }
  // decoded whole once its size is known to be small: broken data after a valid header is a 400, not a failed signing
  if (!(await decodes(png))) throw badRequest(fields.image, 'The signature must be a PNG image');
  return png;
}
