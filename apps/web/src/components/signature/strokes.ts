/** A drawn signature as strokes of points (in the pad's pixels), and its rasterisation to grey + alpha pixels. */
export type Point = { x: number; y: number };
export type Stroke = Point[];

export const INK = 0x1a; // near-black grey

/** Paints round-capped lines of `thickness` pixels along every stroke (a dot for a single tap). */
export function rasterize(strokes: Stroke[], width: number, height: number, thickness = 3): Uint8Array {
  const pixels = new Uint8Array(width * height * 2);
  const radius = thickness / 2;
  const dot = (cx: number, cy: number) => {
    for (let y = Math.floor(cy - radius); y <= Math.ceil(cy + radius); y++) {
      for (let x = Math.floor(cx - radius); x <= Math.ceil(cx + radius); x++) {
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        if ((x - cx) ** 2 + (y - cy) ** 2 > radius * radius + 0.25) continue;
        const at = (y * width + x) * 2;
        pixels[at] = INK;
        pixels[at + 1] = 255;
      }
    }
  };
  for (const stroke of strokes) {
    stroke.forEach((point, i) => {
      const from = i === 0 ? point : stroke[i - 1];
      const steps = Math.max(1, Math.ceil(Math.hypot(point.x - from.x, point.y - from.y)));
      for (let s = 0; s <= steps; s++) {
        dot(from.x + ((point.x - from.x) * s) / steps, from.y + ((point.y - from.y) * s) / steps);
      }
    });
  }
  return pixels;
}

/** Canvas RGBA to grey + alpha (the typed name, drawn by the browser). */
export function greyAlphaOf(rgba: Uint8ClampedArray): Uint8Array {
  const out = new Uint8Array((rgba.length / 4) * 2);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 2) {
    out[j] = Math.round((rgba[i] + rgba[i + 1] + rgba[i + 2]) / 3);
    out[j + 1] = rgba[i + 3];
  }
  return out;
}

export const hasInk = (pixels: Uint8Array) => pixels.some((value, i) => i % 2 === 1 && value > 0);
