import type { Localized } from '../kinds.ts';

/**
 * What a document model is made of, drawn top to bottom. Texts carry variables (`{{customer.name}}`, see
 * variables.ts); the other blocks draw data of the order, the company and its settings.
 */
export type Block =
  | { type: 'title'; text: Localized }
  | { type: 'text'; text: Localized }
  /** The shop's name, address, contact and legal mentions (the documents' custom fields of the settings). */
  | { type: 'company' }
  | { type: 'customer' }
  /** The order's number and period. */
  | { type: 'orderInfo' }
  | { type: 'lines' }
  /** HT, VAT and TTC per VAT rate, then the order's totals. */
  | { type: 'totals' }
  | { type: 'deposit'; text: Localized }
  | { type: 'terms' }
  | { type: 'signatures' };

export { BLOCK_TYPES, type BlockType, TEXT_BLOCKS } from '@hirebase/shared/document-blocks';
