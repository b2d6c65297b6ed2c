import { integrationNotConfigured } from '../../platform/errors.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { loadProduct } from './products.ts';

/** The rental-insurance provider (Tulip). No connection is configured: every call names it as unavailable. */
export interface InsuranceProvider {
  productInfo(productId: string): Promise<unknown>;
  register(productId: string): Promise<unknown>;
  remove(productId: string): Promise<unknown>;
}

const notConfigured: InsuranceProvider = {
  productInfo: async () => {
    throw integrationNotConfigured('tulip');
  },
  register: async () => {
    throw integrationNotConfigured('tulip');
  },
  remove: async () => {
    throw integrationNotConfigured('tulip');
  },
};

export const insuranceProvider = (): InsuranceProvider => notConfigured;

/** Runs a provider call for a product of the company (another company's product is a 404 first). */
export async function withInsuredProduct<T>(
  ctx: StaffCtx,
  productId: string,
  call: (provider: InsuranceProvider) => Promise<T>,
) {
  await loadProduct(ctx, ctx.companyId, productId);
  return call(insuranceProvider());
}
