import { badRequest } from '../../../platform/errors.ts';
import type { Localized } from '../kinds.ts';
import { type Block, type BlockType, TEXT_BLOCKS } from './blocks.ts';
import { checkVariables } from './variables.ts';

export interface BlockInput {
  type: BlockType;
  text?: Localized;
}

/**
 * The blocks of a model as sent, checked: a title, text or deposit block needs a text (400 naming it), the others
 * carry none; every variable must exist (400 naming the field and the variable).
 */
export function checkedBlocks(input: BlockInput[]): Block[] {
  const blocks = input.map((block, index): Block => {
    if (!TEXT_BLOCKS.includes(block.type)) return { type: block.type } as Block;
    const text = Object.fromEntries(Object.entries(block.text ?? {}).filter(([, t]) => t?.trim()));
    if (Object.keys(text).length === 0) {
      throw badRequest(`blocks/${index}/text`, `A ${block.type} block needs a text in at least one language`);
    }
    return { type: block.type, text } as Block;
  });
  checkVariables(blocks);
  return blocks;
}
