import { badRequest } from '../../../platform/errors.ts';
import { DOCUMENT_LANGUAGES } from '../kinds.ts';
import type { Block } from './blocks.ts';

/** Variables a model's texts may hold, written `{{name}}`; filled with the order's values in the document's language. */
export const VARIABLES = [
  'customer.name',
  'customer.email',
  'customer.phone',
  'order.number',
  'order.start',
  'order.end',
  'order.totalTTC',
  'order.totalHT',
  'order.vat',
  'order.deposit',
  'company.name',
  'company.email',
  'company.phone',
  'company.address',
  'document.date',
] as const;
export type Variable = (typeof VARIABLES)[number];
export type VariableValues = Record<Variable, string>;

const VARIABLE_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;
const known = new Set<string>(VARIABLES);

/** Refuses a model whose texts use a variable that does not exist: 400 naming the field and the variable. */
export function checkVariables(blocks: Block[]) {
  blocks.forEach((block, index) => {
    if (!('text' in block)) return;
    for (const language of DOCUMENT_LANGUAGES) {
      const text = block.text[language];
      if (text === undefined) continue;
      for (const [, name] of text.matchAll(VARIABLE_PATTERN)) {
        if (!known.has(name)) {
          throw badRequest(`blocks/${index}/text/${language}`, `There is no variable {{${name}}}`, { variable: name });
        }
      }
    }
  });
}

/** The text with its variables replaced by their values. */
export const fillVariables = (text: string, values: VariableValues) =>
  text.replace(VARIABLE_PATTERN, (whole, name: string) => (known.has(name) ? values[name as Variable] : whole));
