/** Pricing screens: price rules, periodic discounts, promo codes, universes and product setup models. */
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallResult } from './client.ts';
import type { JsonBody } from './types.ts';

export type PriceRule = CallResult<'listPriceRules'>[number];
export type PriceRuleInput = JsonBody<'savePriceRule'>;
export type RuleWindowInput = PriceRuleInput['rules'][number];
export type PeriodicDiscount = CallResult<'listPeriodicDiscounts'>[number];
export type PeriodicDiscountInput = JsonBody<'savePeriodicDiscount'>;
export type PromoCode = CallResult<'listCompanyPromoCodes'>[number];
export type PromoCodeInput = JsonBody<'saveCompanyPromoCode'>;
export type PromoCheck = CallResult<'checkPublicPromoCode'>;
export type PricePreview = CallResult<'previewPrices'>;
export type PricePreviewInput = JsonBody<'previewPrices'>;
export type Universe = CallResult<'listUniverses'>[number];
export type StateModel = CallResult<'listProductStateModels'>[number];
export type StateModelInput = JsonBody<'saveProductStateModel'>;
export type StatusModel = CallResult<'listStatusModels'>[number];
export type StatusModelInput = JsonBody<'saveStatusModel'>;
export type Survey = CallResult<'listProductSurveys'>[number];
export type SurveyInput = JsonBody<'saveProductSurvey'>;

export const pricingKeys = {
  priceRules: ['pricing', 'priceRules'] as const,
  periodicDiscounts: ['pricing', 'periodicDiscounts'] as const,
  promoCodes: ['pricing', 'promoCodes'] as const,
  universes: ['pricing', 'universes'] as const,
  stateModels: ['pricing', 'stateModels'] as const,
  statusModels: ['pricing', 'statusModels'] as const,
  surveys: ['pricing', 'surveys'] as const,
  productChoices: ['pricing', 'choices', 'products'] as const,
  modelChoices: ['pricing', 'choices', 'models'] as const,
  previews: ['pricing', 'preview'] as const,
  preview: (input: PricePreviewInput) => ['pricing', 'preview', input] as const,
};

/** A write that refreshes its list, and the price previews it may change, once it succeeded. */
function useWrite<Input, Output>(key: QueryKey, write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: pricingKeys.previews }),
      ]),
  });
}

export const usePriceRules = () => useQuery({ queryKey: pricingKeys.priceRules, queryFn: () => api('listPriceRules') });
export const useSavePriceRule = () =>
  useWrite(pricingKeys.priceRules, (body: PriceRuleInput) => api('savePriceRule', { body }));
export const useDeletePriceRule = () =>
  useWrite(pricingKeys.priceRules, (id: string) => api('deletePriceRule', { params: { path: { id } } }));

export const usePeriodicDiscounts = () =>
  useQuery({ queryKey: pricingKeys.periodicDiscounts, queryFn: () => api('listPeriodicDiscounts') });
export const useSavePeriodicDiscount = () =>
  useWrite(pricingKeys.periodicDiscounts, (body: PeriodicDiscountInput) => api('savePeriodicDiscount', { body }));
export const useDeletePeriodicDiscount = () =>
  useWrite(pricingKeys.periodicDiscounts, (periodicDiscountId: string) =>
    api('deletePeriodicDiscount', { params: { path: { periodicDiscountId } } }),
  );

export const usePromoCodes = () =>
  useQuery({ queryKey: pricingKeys.promoCodes, queryFn: () => api('listCompanyPromoCodes') });
export const useSavePromoCode = () =>
  useWrite(pricingKeys.promoCodes, (body: PromoCodeInput) => api('saveCompanyPromoCode', { body }));
export const useDeletePromoCode = () =>
  useWrite(pricingKeys.promoCodes, (id: string) => api('deleteCompanyPromoCode', { params: { path: { id } } }));

/** The public check a store runs when a customer types a code (same answer as the online store gets). */
export function useCheckPromoCode() {
  return useMutation({
    mutationFn: (input: { companyId: string; code: string; total: number; date?: string }) =>
      api('checkPublicPromoCode', {
        params: {
          path: { companyId: input.companyId, code: input.code },
          query: { currentTotalPrice: input.total, orderStartDate: input.date || undefined },
        },
      }),
  });
}

/** Prices of items for a period, explained: what the shop's rules and discounts make of the grid. */
export function usePricePreview(input: PricePreviewInput | null) {
  return useQuery({
    queryKey: input ? pricingKeys.preview(input) : pricingKeys.previews,
    queryFn: () => api('previewPrices', { body: input as PricePreviewInput }),
    enabled: !!input,
    staleTime: 0,
  });
}

export const useUniverses = () => useQuery({ queryKey: pricingKeys.universes, queryFn: () => api('listUniverses') });
/** Multipart: the picture file travels with the fields. */
export const useSaveUniverse = () =>
  useWrite(pricingKeys.universes, (form: FormData) => api('saveUniverse', { body: form }));
export const useDeleteUniverse = () =>
  useWrite(pricingKeys.universes, (id: string) => api('deleteUniverse', { params: { path: { id } } }));

export const useStateModels = () =>
  useQuery({ queryKey: pricingKeys.stateModels, queryFn: () => api('listProductStateModels') });
export const useSaveStateModel = () =>
  useWrite(pricingKeys.stateModels, (body: StateModelInput) => api('saveProductStateModel', { body }));
export const useDeleteStateModel = () =>
  useWrite(pricingKeys.stateModels, (id: string) => api('deleteProductStateModel', { params: { path: { id } } }));

export const useStatusModels = () =>
  useQuery({ queryKey: pricingKeys.statusModels, queryFn: () => api('listStatusModels') });
export const useSaveStatusModel = () =>
  useWrite(pricingKeys.statusModels, (body: StatusModelInput) => api('saveStatusModel', { body }));
export const useDeleteStatusModel = () =>
  useWrite(pricingKeys.statusModels, (id: string) => api('deleteStatusModel', { params: { path: { id } } }));

export const useSurveys = () => useQuery({ queryKey: pricingKeys.surveys, queryFn: () => api('listProductSurveys') });
export const useSaveSurvey = () =>
  useWrite(pricingKeys.surveys, (body: SurveyInput) => api('saveProductSurvey', { body }));
export const useDeleteSurvey = () =>
  useWrite(pricingKeys.surveys, (id: string) => api('deleteProductSurvey', { params: { path: { id } } }));

export interface Choice {
  value: string;
  label: string;
}

const CHOICES_LIMIT = 500;

/** Products and packs a rule, discount or survey can be limited to (the first 500 of each, by name). */
export function useProductChoices() {
  return useQuery({
    queryKey: pricingKeys.productChoices,
    queryFn: async () => {
      const [products, packs] = await Promise.all([
        api('getProductsByCompany', { params: { query: { limit: CHOICES_LIMIT, sort: 'name__asc' } } }),
        api('getPacksByCompany', { params: { query: { limit: CHOICES_LIMIT } } }),
      ]);
      return {
        products: products.items.map((p): Choice => ({ value: p.id, label: p.name })),
        packs: packs.items.map((p): Choice => ({ value: p.id, label: p.name })),
      };
    },
    staleTime: 60_000,
  });
}

/** Product models a universe can group. */
export function useModelChoices() {
  return useQuery({
    queryKey: pricingKeys.modelChoices,
    queryFn: async () =>
      (await api('getProductModels', { params: { query: { limit: CHOICES_LIMIT } } })).items.map(
        (m): Choice => ({ value: m.id, label: m.brand ? `${m.name} (${m.brand})` : m.name }),
      ),
    staleTime: 60_000,
  });
}
