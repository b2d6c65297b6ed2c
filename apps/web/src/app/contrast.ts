/** WCAG contrast arithmetic on #rrggbb colours, for building a theme whose text stays readable. */

const channels = (hex: string): [number, number, number] => {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
};

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `color` over `base` at `opacity`, as one opaque colour. */
export function mix(color: string, base: string, opacity: number): string {
  const top = channels(color);
  const bottom = channels(base);
  return toHex(top.map((c, i) => c * opacity + bottom[i] * (1 - opacity)));
}

/**
 * `color`, darkened in small steps until it reaches `ratio` against every background (a background may depend on
 * the colour, as a tinted one does).
 */
export function darkenUntil(color: string, backgrounds: ((candidate: string) => string)[], ratio: number): string {
  let candidate = color;
  for (let step = 0; step < 40; step++) {
    if (backgrounds.every((background) => contrast(candidate, background(candidate)) >= ratio)) return candidate;
    candidate = mix('#000000', candidate, 0.04);
  }
  return candidate;
}
