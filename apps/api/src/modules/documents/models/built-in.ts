import type { DocumentKind } from '../kinds.ts';
import type { Block } from './blocks.ts';
import { BUILT_IN_NAMES, BUILT_IN_TEXTS as T } from './built-in-texts.ts';

/** A model as services handle it: a company's own (a row) or a built-in one (`builtIn`, the same for every company). */
export interface Model {
  id: string;
  kind: DocumentKind;
  name: string;
  blocks: Block[];
  builtIn: boolean;
  updatedAt: Date | null;
}

const BLOCKS: Record<DocumentKind, Block[]> = {
  CONTRACT: [
    { type: 'title', text: T.contractTitle },
    { type: 'company' },
    { type: 'customer' },
    { type: 'orderInfo' },
    { type: 'text', text: T.contractIntro },
    { type: 'lines' },
    { type: 'totals' },
    { type: 'deposit', text: T.deposit },
    { type: 'terms' },
    { type: 'signatures' },
  ],
  QUOTE: [
    { type: 'title', text: T.quoteTitle },
    { type: 'company' },
    { type: 'customer' },
    { type: 'text', text: T.quoteIntro },
    { type: 'lines' },
    { type: 'totals' },
    { type: 'deposit', text: T.deposit },
    { type: 'terms' },
  ],
  RECEIPT: [
    { type: 'title', text: T.receiptTitle },
    { type: 'company' },
    { type: 'customer' },
    { type: 'text', text: T.receiptIntro },
    { type: 'lines' },
    { type: 'totals' },
  ],
  DEPOSIT_RECEIPT: [
    { type: 'title', text: T.depositReceiptTitle },
    { type: 'company' },
    { type: 'customer' },
    { type: 'orderInfo' },
    { type: 'text', text: T.depositReceived },
    { type: 'signatures' },
  ],
};

/** Fixed ids of the built-in models: the same in every company, never those of a row (rows get UUIDv7 ids). */
const BUILT_IN_IDS: Record<DocumentKind, string> = {
  CONTRACT: '00000000-0000-4000-8000-000000000001',
  QUOTE: '00000000-0000-4000-8000-000000000002',
  RECEIPT: '00000000-0000-4000-8000-000000000003',
  DEPOSIT_RECEIPT: '00000000-0000-4000-8000-000000000004',
};

/** The built-in model of a kind, named in `language`. */
export const builtInModel = (kind: DocumentKind, language = 'fr'): Model => ({
  id: BUILT_IN_IDS[kind],
  kind,
  name: BUILT_IN_NAMES[kind][language as keyof (typeof BUILT_IN_NAMES)[DocumentKind]] ?? BUILT_IN_NAMES[kind].fr,
  blocks: BLOCKS[kind],
  builtIn: true,
  updatedAt: null,
});

export const builtInKindOf = (id: string) =>
  (Object.entries(BUILT_IN_IDS) as [DocumentKind, string][]).find(([, builtInId]) => builtInId === id)?.[0];
