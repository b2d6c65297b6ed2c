/**
 * Images kept in storage under `images/<companyId>/<category>/<uuid>.<ext>`: public by design (store pages, mails),
 * served by GET /v2/files/images/…, immutable (a new upload gets a new key). The type is read from the bytes, never
 * trusted from the client; SVG is refused because it can carry scripts.
 */
export const IMAGE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_CATEGORY_PATTERN = '^[a-z0-9][a-z0-9-]{0,39}$';
export const IMAGE_FILE_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(png|jpg|gif|webp)$';

const startsWith = (data: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => data[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type of these bytes, or undefined when they are not a PNG, JPEG, GIF or WebP image. */
/** How much of a file's beginning `sniffImage` reads. */
export const IMAGE_SNIFF_BYTES = 16;

export function sniffImage(data: Buffer): ImageExtension | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

export const imageKey = (companyId: string, category: string, id: string, ext: ImageExtension) =>
  `images/${companyId}/${category}/${id}.${ext}`;

/** Parses an image key; undefined when it is not one (so no other stored file can be reached through it). */
export function parseImageKey(key: string) {
  const match = new RegExp(
    `^images/([0-9a-f-]{36})/(${IMAGE_CATEGORY_PATTERN.slice(1, -1)})/(${IMAGE_FILE_PATTERN.slice(1, -1)})$`,
  ).exec(key);
  if (!match) return undefined;
  const ext = match[3].split('.').pop() as ImageExtension;
  return { companyId: match[1], category: match[2], fileName: match[3], ext, contentType: IMAGE_TYPES[ext] };
}

/** The public address of a stored image (served by GET /v2/files/images/…). */
export const imageUrl = (key: string) => `/v2/files/${key}`;
