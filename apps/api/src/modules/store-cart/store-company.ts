import { eq } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { type CompanyRow, findCompanyById, findCompanyBySlug } from '../companies/index.ts';
import { companySlugHistoryView } from '../company-settings/index.ts';

/** The live company behind a store address, current or former (a slug that moved still finds its shop); else 404. */
export async function storeCompany(ctx: Ctx, slug: string): Promise<CompanyRow> {
  const wanted = slug.toLowerCase();
  let company = await findCompanyBySlug(ctx.db, wanted);
  if (!company) {
    const [former] = await ctx.db
      .select({ companyId: companySlugHistoryView.companyId })
      .from(companySlugHistoryView)
      .where(eq(companySlugHistoryView.slug, wanted));
    company = former && (await findCompanyById(ctx.db, former.companyId));
  }
  if (!company || company.accountStatus === 'ARCHIVED') throw notFound('store', slug);
  return company;
}
