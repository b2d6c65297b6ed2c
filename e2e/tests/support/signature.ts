import type { Page } from '@playwright/test';

/** A signature drawn with the mouse across the pad: two strokes. */
export async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: /Signature area/ });
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(0.1, 0.7));
  await page.mouse.down();
  for (const [x, y] of [
    [0.25, 0.3],
    [0.4, 0.75],
    [0.55, 0.35],
    [0.7, 0.65],
  ]) {
    await page.mouse.move(...at(x, y), { steps: 4 });
  }
  await page.mouse.up();
  await page.mouse.move(...at(0.3, 0.5));
  await page.mouse.down();
  await page.mouse.move(...at(0.8, 0.45), { steps: 6 });
  await page.mouse.up();
}
