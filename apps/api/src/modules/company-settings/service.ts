import { audit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { type Ctx, inTransaction, tenantOf } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { type CompanyRow, findCompanyById } from '../companies/index.ts';
import * as repo from './repository.ts';
import type { StoredSettings } from './sections.ts';
import { type SettingsAnswer, settingsView } from './views.ts';

async function companyOf(ctx: Ctx, companyId: string): Promise<CompanyRow> {
  const company = await findCompanyById(ctx.db, companyId);
  if (!company) throw notFound('company', companyId);
  return company;
}

/** Every setting of a company, as the API shows them. */
export async function settingsOf(ctx: Ctx, companyId: string): Promise<SettingsAnswer> {
  // One after the other: inside a transaction they share one connection.
  const company = await companyOf(ctx, companyId);
  const settings = await repo.findSettings(ctx.db, companyId);
  return settingsView(company, settings, await repo.formerSlugsOf(ctx.db, companyId));
}

export const getSettings = (ctx: StaffCtx) => settingsOf(ctx, ctx.companyId);

/** Raw stored settings (cents, basis points) for other modules: pricing, orders, deposits, store. */
export const storedSettingsOf = (ctx: Ctx, companyId: string) => repo.findSettings(ctx.db, companyId);

export interface Change {
  ctx: Ctx;
  company: CompanyRow;
  current: StoredSettings;
}

/**
 * Applies one change of settings in a transaction holding the settings row: `change` reads the current settings
 * (and may update the company row through `ctx`), returns the sections to save; the change is audited and the
 * whole updated settings are answered.
 */
export async function changeSettings(
  ctx: Ctx,
  section: string,
  change: (c: Change) => Partial<StoredSettings> | Promise<Partial<StoredSettings>>,
): Promise<SettingsAnswer> {
  const companyId = tenantOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const current = await repo.lockSettings(tx.db, companyId);
    const company = await companyOf(tx, companyId);
    const patch = await change({ ctx: tx, company, current });
    await repo.saveSections(tx.db, companyId, patch, tx.now);
    await audit(tx, {
      companyId,
      action: 'settings.update',
      entity: 'company',
      entityId: companyId,
      data: { section },
    });
    return settingsOf(tx, companyId);
  });
}
