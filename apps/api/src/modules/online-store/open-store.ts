import { badRequest, notFound } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { type CompanyRow, findCompanyById } from '../companies/index.ts';
import { companyBySlug, settingsForRequest } from '../company-settings/index.ts';

export const isUuid = (text: string) => UUID.test(text);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A company's store is open to the public unless the company is archived or an administrator switched its online
 * store off (`access.onlineStore` false; a company without the switch has its store on).
 */
export const storeIsOn = (company: CompanyRow) =>
  company.accountStatus !== 'ARCHIVED' && company.access.onlineStore !== false;

/** The company of a public store call by its id: 404 when it does not exist or its store is off. */
export async function openStore(ctx: Ctx, companyId: string) {
  const company = UUID.test(companyId) ? await findCompanyById(ctx.db, companyId.toLowerCase()) : undefined;
  if (!company || !storeIsOn(company)) throw notFound('store', companyId);
  const settings = await settingsForRequest(ctx, company.id);
  return { company, settings };
}

export type OpenStore = Awaited<ReturnType<typeof openStore>>;

/**
 * The company of a store address: its current slug, or a former one (then `movedTo` is the current slug, for a
 * redirect). 404 when no company had the slug or its store is off.
 */
export async function openStoreBySlug(ctx: Ctx, slug: string) {
  const { company, redirectTo } = await companyBySlug(ctx, slug.toLowerCase());
  if (!storeIsOn(company)) throw notFound('store', slug);
  const settings = await settingsForRequest(ctx, company.id);
  return { company, settings, movedTo: redirectTo };
}

/** The store named by `companyId` or `slug` (a call without a path tenant names it in its query). */
export function openStoreOf(ctx: Ctx, by: { companyId?: string; slug?: string }) {
  if (by.companyId) return openStore(ctx, by.companyId);
  if (by.slug) return openStoreBySlug(ctx, by.slug);
  throw badRequest('companyId', 'Name the store by its companyId or its slug');
}
