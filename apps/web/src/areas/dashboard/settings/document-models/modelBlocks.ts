import { type BlockType, TEXT_BLOCKS } from '@hirebase/shared/document-blocks';
import type { DocumentModel, ModelBody } from './documentModelsApi.ts';

export { BLOCK_TYPES, TEXT_BLOCKS } from '@hirebase/shared/document-blocks';

/** A block as the editor holds it: a key for the list, and its text in each language written. */
export interface EditBlock {
  key: number;
  type: BlockType;
  text?: Record<string, string>;
}

let nextKey = 1;
export const newBlock = (type: BlockType): EditBlock =>
  TEXT_BLOCKS.includes(type) ? { key: nextKey++, type, text: {} } : { key: nextKey++, type };

export const editBlocks = (model: DocumentModel): EditBlock[] =>
  model.blocks.map((b) => ({ key: nextKey++, type: b.type as BlockType, ...(b.text ? { text: { ...b.text } } : {}) }));

/** The blocks as the API takes them: the texts written, none for blocks that have no text. */
export const sentBlocks = (blocks: EditBlock[]): ModelBody['blocks'] =>
  blocks.map((b) => (TEXT_BLOCKS.includes(b.type) ? { type: b.type, text: { ...b.text } } : { type: b.type }));

export function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Puts `text` where the cursor was in the field, or at its end. */
export function insertAt(element: HTMLTextAreaElement | null, value: string, text: string) {
  const start = element?.selectionStart ?? value.length;
  const end = element?.selectionEnd ?? value.length;
  return { next: value.slice(0, start) + text + value.slice(end), cursor: start + text.length };
}
