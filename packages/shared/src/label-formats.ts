/**
 * Paper the QR labels are printed on: an A4 sheet of 3 × 8 adhesive labels, a 62 mm continuous roll (one label per
 * page, as long as its content) or die-cut 57 × 32 mm labels (label printers).
 */
export const LABEL_FORMATS = ['A4_SHEET', 'ROLL_62', 'LABEL_57X32'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];
export const DEFAULT_LABEL_FORMAT: LabelFormat = 'A4_SHEET';

export const isLabelFormat = (value: unknown): value is LabelFormat =>
  typeof value === 'string' && (LABEL_FORMATS as readonly string[]).includes(value);
