import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool.ts';
import { preparedOn } from '../../platform/db/prepared.ts';
import { type Ctx, cachedForRequest } from '../../platform/http/context.ts';
import { DEFAULTS, type SectionName, type StoredSettings } from './sections.ts';
import { companySettings, companySlugHistory } from './tables.ts';

type Row = typeof companySettings.$inferSelect;

const SECTIONS = Object.keys(DEFAULTS) as SectionName[];

/** Row → sections, each object section completed with the defaults of fields added after it was saved. */
function toSettings(row: Row | undefined): StoredSettings {
  if (!row) return structuredClone(DEFAULTS);
  const settings = {} as Record<SectionName, unknown>;
  for (const name of SECTIONS) {
    const fallback = DEFAULTS[name];
    const value = row[name];
    settings[name] =
      fallback && typeof fallback === 'object' && !Array.isArray(fallback) && value && typeof value === 'object'
        ? { ...structuredClone(fallback), ...value }
        : value;
  }
  return settings as StoredSettings;
}

/** The settings of a company (defaults when it never saved any); reads only. */
const settingsOfCompany = preparedOn((db) =>
  db
    .select()
    .from(companySettings)
    .where(eq(companySettings.companyId, sql.placeholder('companyId')))
    .prepare('settings_of_company'),
);

const settingsOf = (row: Row | undefined) => ({ ...toSettings(row), updatedAt: row?.updatedAt ?? null });

export async function findSettings(db: Db, companyId: string): Promise<StoredSettings & { updatedAt: Date | null }> {
  const [row] = await settingsOfCompany(db).execute({ companyId });
  return settingsOf(row);
}

/** Frozen through: one object serves every request of the process, so none may change it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

type Settings = StoredSettings & { updatedAt: Date | null };

/**
 * The company's settings for reading, once per request however many services ask, from the process's cache while
 * the row is unchanged (a company without a row reads its defaults each time). Frozen: shared by every request.
 */
export const settingsForRequest = (ctx: Ctx, companyId: string): Promise<Readonly<Settings>> =>
  cachedForRequest(
    ctx,
    `settings:${companyId}`,
    async () => {
      const [row] = await settingsOfCompany(ctx.db).execute({ companyId });
      return row ? deepFreeze(settingsOf(row)) : undefined;
    },
    () => [`company_settings:${companyId}`],
  ).then((settings) => settings ?? settingsOf(undefined));

/** Creates the row when missing and locks it until the end of the transaction: read-modify-write is safe. */
export async function lockSettings(db: Db, companyId: string): Promise<StoredSettings> {
  await db.insert(companySettings).values({ companyId }).onConflictDoNothing();
  const [row] = await db.select().from(companySettings).where(eq(companySettings.companyId, companyId)).for('update');
  return toSettings(row);
}

export async function saveSections(db: Db, companyId: string, patch: Partial<StoredSettings>, now: Date) {
  await db
    .insert(companySettings)
    .values({ companyId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: companySettings.companyId, set: { ...patch, updatedAt: now } });
}

/** The company that used this slug before, if any. */
export const findFormerSlugOwner = async (db: Db, slug: string) =>
  (await db.select().from(companySlugHistory).where(eq(companySlugHistory.slug, slug)))[0];

export async function recordFormerSlug(db: Db, slug: string, companyId: string, at: Date) {
  await db
    .insert(companySlugHistory)
    .values({ slug, companyId, replacedAt: at })
    .onConflictDoUpdate({ target: companySlugHistory.slug, set: { companyId, replacedAt: at } });
}

/** A company taking back one of its former slugs: that slug is live again, not a redirect. */
export async function forgetFormerSlug(db: Db, slug: string, companyId: string) {
  await db
    .delete(companySlugHistory)
    .where(and(eq(companySlugHistory.slug, slug), eq(companySlugHistory.companyId, companyId)));
}

export const formerSlugsOf = async (db: Db, companyId: string) =>
  (
    await db
      .select({ slug: companySlugHistory.slug })
      .from(companySlugHistory)
      .where(eq(companySlugHistory.companyId, companyId))
      .orderBy(asc(companySlugHistory.replacedAt))
  ).map((r) => r.slug);
