/** The blocks a document model is made of, drawn top to bottom (the API draws them, the editor offers them). */
export const BLOCK_TYPES = [
  'title',
  'text',
  'company',
  'customer',
  'orderInfo',
  'lines',
  'totals',
  'deposit',
  'terms',
  'signatures',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** Blocks with a text of their own (which may hold variables); the others draw the order's or the shop's data. */
export const TEXT_BLOCKS: readonly BlockType[] = ['title', 'text', 'deposit'];
