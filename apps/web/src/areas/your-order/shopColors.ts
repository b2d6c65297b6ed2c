import { contrast } from '../../app/contrast.ts';

const HEX = /^#[0-9a-f]{6}$/i;
const DARK_TEXT = '#111827';

/**
 * The header band in the shop's main colour, with white or dark text, whichever reads better; a colour that is not
 * `#rrggbb` falls back to white. Text on the band keeps WCAG AA (4.5:1) whatever colour the shop chose.
 */
export function shopBand(primary: string): { background: string; color: string } {
  const background = HEX.test(primary) ? primary : '#ffffff';
  const color = contrast('#ffffff', background) >= 4.5 ? '#ffffff' : DARK_TEXT;
  return { background, color };
}
