import type { Ctx } from '../../platform/http/context.ts';
import type { CompanyRow } from '../companies/index.ts';
import { openStoreBySlug } from '../online-store/index.ts';

/**
 * The company behind a store address, current or former (a slug that moved still finds its shop); 404 when there is
 * none or its store is off, as for the store's other public calls.
 */
export async function storeCompany(ctx: Ctx, slug: string): Promise<CompanyRow> {
  return (await openStoreBySlug(ctx, slug)).company;
}
