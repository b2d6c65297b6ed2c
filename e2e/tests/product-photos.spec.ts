import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { DEMO, logIn, useEnglish } from './support/session.ts';

/** A PNG of one colour, written by hand (no image library in the browser tests). */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a shop adds a photo to a product and sees its thumbnail in the catalogue list', async ({ page }) => {
  await useEnglish(page);
  await logIn(page, DEMO.manager.email, DEMO.manager.password, '/dashboard/catalogue');
  await expect(page).toHaveURL(/\/dashboard/);
  const firstRow = page.locator('[data-testid^="product-row-"]').first();
  const name = (await firstRow.getByRole('link').first().textContent())?.trim() ?? '';
  await firstRow.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/catalogue\/products\/[0-9a-f-]{36}/);

  const photos = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Photos', exact: true }) });
  const before = await photos.getByTestId('product-photo').count();
  await photos
    .locator('input[type=file]')
    .setInputFiles({ name: 'bike.png', mimeType: 'image/png', buffer: png(320, 240) });
  await expect(photos.getByTestId('product-photo')).toHaveCount(before + 1);
  await expect(photos.getByRole('img', { name: `Photo ${before + 1} of` })).toBeVisible();

  await page.goto('/dashboard/catalogue');
  const thumbnail = page
    .locator('[data-testid^="product-row-"]')
    .filter({ hasText: name })
    .first()
    .getByRole('img', { name: `Photo of ${name}` });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
