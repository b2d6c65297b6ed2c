import type { LANGUAGES } from '@hirebase/shared';
import { eq } from 'drizzle-orm';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { inTransaction } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { findCompanyById } from '../companies/index.ts';
import { openStore } from './open-store.ts';
import { pickText } from './store-reads.ts';
import { onlineStoreTexts, type StoreTexts } from './tables.ts';
import { STORE_TEXT_KEYS, type StoreTextKey } from './text-keys.ts';

type Localized = Partial<Record<(typeof LANGUAGES)[number], string>>;
export type StoreTextsInput = Partial<Record<StoreTextKey, Localized>>;

const storedTexts = async (ctx: Ctx, companyId: string): Promise<StoreTexts> => {
  const [row] = await ctx.db
    .select({ texts: onlineStoreTexts.texts })
    .from(onlineStoreTexts)
    .where(eq(onlineStoreTexts.companyId, companyId));
  return row?.texts ?? {};
};

/** Each text in every language written, and in the asked one (else the shop's default language, else any). */
function textsView(texts: StoreTexts, language: string, fallback: string) {
  const translations = Object.fromEntries(STORE_TEXT_KEYS.map((k) => [k, texts[k] ?? {}]));
  const picked = Object.fromEntries(STORE_TEXT_KEYS.map((k) => [k, pickText(texts[k] ?? {}, language, fallback)]));
  return { language, texts: picked, translations };
}

/** GET /online-store/online-store-text/{companyId}: the store's texts, in the asked language when the shop has it. */
export async function storeTexts(ctx: Ctx, companyId: string, wanted?: string) {
  const { company } = await openStore(ctx, companyId);
  const language = wanted && company.languages.includes(wanted) ? wanted : company.defaultLanguage;
  return textsView(await storedTexts(ctx, company.id), language, company.defaultLanguage);
}

/** Blank languages are dropped, so a page falls back to another language instead of showing nothing. */
const cleaned = (input: StoreTextsInput): StoreTexts =>
  Object.fromEntries(
    STORE_TEXT_KEYS.flatMap((k) => {
      const written = Object.entries(input[k] ?? {}).flatMap(([l, text]) => (text?.trim() ? [[l, text.trim()]] : []));
      return written.length > 0 ? [[k, Object.fromEntries(written)]] : [];
    }),
  );

/** PUT /online-store-text: replaces the store's texts (a text left out is removed); answers them as the store reads. */
export async function saveStoreTexts(ctx: StaffCtx, input: StoreTextsInput) {
  const texts = cleaned(input);
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .insert(onlineStoreTexts)
      .values({ companyId: ctx.companyId, texts, updatedAt: tx.now })
      .onConflictDoUpdate({ target: onlineStoreTexts.companyId, set: { texts, updatedAt: tx.now } });
    await audit(tx, {
      companyId: ctx.companyId,
      action: 'settings.update',
      entity: 'company',
      entityId: ctx.companyId,
      data: { section: 'onlineStoreTexts' },
    });
  });
  const company = await findCompanyById(ctx.db, ctx.companyId);
  const language = company?.defaultLanguage ?? 'fr';
  return textsView(texts, language, language);
}
