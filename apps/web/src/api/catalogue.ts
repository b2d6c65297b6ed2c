/** Catalogue: products with their units, product models, packs, services, and the live price preview. */

import type { operations } from '@hirebase/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallArgs, type CallResult, type OperationId } from './client.ts';

type BodyOf<K extends OperationId> = NonNullable<CallArgs<K>['body']>;
type QueryOf<K extends OperationId> = NonNullable<operations[K]['parameters']['query']>;

export type ProductListItem = CallResult<'getProductsByCompany'>['items'][number];
export type Product = CallResult<'getProductById'>;
export type Unit = Product['subProducts'][number];
export type Unavailability = Unit['unavailabilities'][number];
export type RentalType = Unavailability['rentalType'];
export type ProductInput = BodyOf<'createProduct'>;
export type PriceGridJson = ProductInput['priceGrid'];
export type ProductModel = CallResult<'getProductModelById'>;
export type ProductModelInput = BodyOf<'createProductModel'>;
export type Category = CallResult<'listVerticaleCategories'>[number];
/** A category of the shop's own (free text on the product form). */
export type ShopCategory = CallResult<'getProductCategories'>[number];
export type Pack = CallResult<'getPackById'>;
export type PackInput = BodyOf<'createPack'>;
export type Service = CallResult<'getServiceById'>;
export type ServiceInput = BodyOf<'createService'>;
export type UnitChanges = BodyOf<'patchSubProduct'>;
export type UnitsCreateInput = BodyOf<'createSubProducts'>;
export type UnavailabilityInput = BodyOf<'setSubProductUnavailabilityDates'>['periods'];
export type PricePreview = CallResult<'previewPrices'>;
export type ProductFilters = Pick<
  QueryOf<'getProductsByCompany'>,
  'search' | 'verticale' | 'categoryId' | 'online' | 'units'
> & {
  page: number;
};
export type ListFilters = { search?: string; page: number };

export const PAGE_SIZE = 20;

export const catalogueKeys = {
  all: ['catalogue'] as const,
  products: ['catalogue', 'products'] as const,
  productList: (filters: ProductFilters) => ['catalogue', 'products', 'list', filters] as const,
  productChoices: ['catalogue', 'products', 'choices'] as const,
  product: (id: string) => ['catalogue', 'products', 'one', id] as const,
  models: ['catalogue', 'models'] as const,
  categories: ['catalogue', 'categories'] as const,
  shopCategories: ['catalogue', 'shopCategories'] as const,
  packs: ['catalogue', 'packs'] as const,
  packList: (filters: ListFilters) => ['catalogue', 'packs', 'list', filters] as const,
  pack: (id: string) => ['catalogue', 'packs', 'one', id] as const,
  services: ['catalogue', 'services'] as const,
  serviceList: (filters: ListFilters) => ['catalogue', 'services', 'list', filters] as const,
  service: (id: string) => ['catalogue', 'services', 'one', id] as const,
  stateModels: ['catalogue', 'stateModels'] as const,
  statusModels: ['catalogue', 'statusModels'] as const,
  surveys: ['catalogue', 'surveys'] as const,
  /** Under `pricing` so that a change of price rules may invalidate every preview. */
  previews: ['pricing', 'preview'] as const,
  preview: (input: BodyOf<'previewPrices'>) => ['pricing', 'preview', input] as const,
};

const listQuery = ({ page, ...filters }: { page: number }) => ({ ...filters, page, limit: PAGE_SIZE });

// Products

export function useProducts(filters: ProductFilters) {
  return useQuery({
    queryKey: catalogueKeys.productList(filters),
    queryFn: () => api('getProductsByCompany', { params: { query: listQuery(filters) } }),
    placeholderData: keepPreviousData,
  });
}

/** Products for pickers (pack items); a shop has a few hundred at most. */
export function useProductChoices() {
  return useQuery({
    queryKey: catalogueKeys.productChoices,
    queryFn: () => api('getProductsByCompany', { params: { query: { limit: 500, sort: 'name__asc' } } }),
  });
}

export function useProduct(id: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.product(id ?? ''),
    queryFn: () => api('getProductById', { params: { path: { id } } }),
    enabled: !!id,
  });
}

/** Creates a product, or replaces every setting of an existing one (PUT). */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ProductInput }) =>
      id ? api('replaceProduct', { params: { path: { id } }, body }) : api('createProduct', { body }),
    onSuccess: (product) => {
      queryClient.setQueryData(catalogueKeys.product(product.id), product);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.products }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.previews }),
        // the product may have brought a new model or a new category with it
        queryClient.invalidateQueries({ queryKey: catalogueKeys.models }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.shopCategories }),
      ]);
    },
  });
}

export function useDuplicateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => api('duplicateProduct', { params: { path: { productId } }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.products }),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('deleteProduct', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.products }),
  });
}

// Product models and categories

/** Product models for the picker of the product editor (a shop has a few hundred at most). */
export function useProductModels() {
  return useQuery({
    queryKey: catalogueKeys.models,
    queryFn: () => api('getProductModels', { params: { query: { limit: 500 } } }),
  });
}

export function useSaveProductModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductModelInput) => api('createProductModel', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.models }),
  });
}

export function useCategories() {
  return useQuery({
    queryKey: catalogueKeys.categories,
    queryFn: () => api('listVerticaleCategories'),
    staleTime: 10 * 60_000,
  });
}

/** The shop's own categories, for the suggestions of the product form's category field. */
export function useShopCategories() {
  return useQuery({
    queryKey: catalogueKeys.shopCategories,
    queryFn: () => api('getProductCategories', { params: { query: { limit: 500 } } }),
  });
}

export function useStateModels() {
  return useQuery({ queryKey: catalogueKeys.stateModels, queryFn: () => api('listProductStateModels') });
}

export function useStatusModels() {
  return useQuery({ queryKey: catalogueKeys.statusModels, queryFn: () => api('listStatusModels') });
}

export function useSurveys() {
  return useQuery({ queryKey: catalogueKeys.surveys, queryFn: () => api('listProductSurveys') });
}

// Units (sub-products) of a serialised product

/** Unit changes answer the unit only: the product (units, stock figures) and the lists are read again. */
function useUnitMutation<T, R>(productId: string, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.product(productId) }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.products, refetchType: 'none' }),
      ]),
  });
}

export const useCreateUnits = (productId: string) =>
  useUnitMutation(productId, (body: Omit<UnitsCreateInput, 'productId'>) =>
    api('createSubProducts', { body: { ...body, productId } }),
  );

export const usePatchUnit = (productId: string) =>
  useUnitMutation(productId, ({ id, changes }: { id: string; changes: UnitChanges }) =>
    api('patchSubProduct', { params: { path: { id } }, body: changes }),
  );

export const useUpdateUnits = (productId: string) =>
  useUnitMutation(productId, (body: BodyOf<'updateSubProducts'>) => api('updateSubProducts', { body }));

/** Replaces the unavailability periods of a unit for one rental type. */
export const useSetUnavailability = (productId: string) =>
  useUnitMutation(
    productId,
    ({
      subProductId,
      rentalType,
      periods,
    }: {
      subProductId: string;
      rentalType: RentalType;
      periods: UnavailabilityInput;
    }) =>
      api('setSubProductUnavailabilityDates', {
        params: { path: { rentalType, productId, subProductId } },
        body: { periods },
      }),
  );

/** The PDF of QR labels of the chosen units, or of every unit of the product when none is chosen. */
// Price preview

/** What the saved product would cost for [start, end) with the shop's price rules, explained by the API. */
export function usePricePreview(input: BodyOf<'previewPrices'> | null) {
  return useQuery({
    queryKey: catalogueKeys.preview(input ?? { items: [], start: '', end: '' }),
    queryFn: () => api('previewPrices', { body: input }),
    enabled: !!input,
    // Price rules change elsewhere: every visit asks again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

// Packs

export function usePacks(filters: ListFilters) {
  return useQuery({
    queryKey: catalogueKeys.packList(filters),
    queryFn: () => api('getPacksByCompany', { params: { query: listQuery(filters) } }),
    placeholderData: keepPreviousData,
  });
}

export function usePack(id: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.pack(id ?? ''),
    queryFn: () => api('getPackById', { params: { path: { id } } }),
    enabled: !!id,
  });
}

export function useSavePack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PackInput) => api('createPack', { body }),
    onSuccess: (pack) => {
      queryClient.setQueryData(catalogueKeys.pack(pack.id), pack);
      return queryClient.invalidateQueries({ queryKey: catalogueKeys.packs });
    },
  });
}

export function useDuplicatePack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (packId: string) => api('duplicatePack', { params: { path: { packId } }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.packs }),
  });
}

export function useDeletePack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('deletePack', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.packs }),
  });
}

// Services

export function useServices(filters: ListFilters) {
  return useQuery({
    queryKey: catalogueKeys.serviceList(filters),
    queryFn: () => api('getServicesByCompany', { params: { query: listQuery(filters) } }),
    placeholderData: keepPreviousData,
  });
}

export function useService(id: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.service(id ?? ''),
    queryFn: () => api('getServiceById', { params: { path: { id } } }),
    enabled: !!id,
  });
}

export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceInput) => api('createService', { body }),
    onSuccess: (service) => {
      queryClient.setQueryData(catalogueKeys.service(service.id), service);
      return queryClient.invalidateQueries({ queryKey: catalogueKeys.services });
    },
  });
}

export function useDuplicateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: string) => api('duplicateService', { params: { path: { serviceId } }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.services }),
  });
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('deleteService', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.services }),
  });
}
