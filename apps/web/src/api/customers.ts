/** Customers: list, detail, models with their custom fields, documents, CSV export and background imports. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallResult } from './client.ts';
import type { JsonBody } from './types.ts';

export type Customer = CallResult<'listCustomers'>['items'][number];
export type CustomerDetail = CallResult<'getCustomer'>;
export type CustomerDocument = CustomerDetail['documents'][number];
export type CustomerInput = JsonBody<'saveCustomer'>;
export type CustomerAddress = Customer['addresses'][number];
export type CustomerModel = CallResult<'listCustomerModels'>[number];
export type CustomFieldDefinition = CustomerModel['fields'][number];
export type CreateCustomerModelInput = JsonBody<'createCustomerModel'>;
export type UpdateCustomerModelInput = JsonBody<'updateCustomerModel'>;
export type DuplicateCheck = CallResult<'verifyCustomerInDb'>;
export type ImportJob = CallResult<'getImport'>;

/** What the list screen filters and sorts by; the export takes the same. */
export interface CustomerFilters {
  search: string;
  type?: 'individual' | 'entreprise';
  customerModelId?: string;
  /** `field__asc` or `field__desc`. */
  sort?: string;
}

export const customerKeys = {
  all: ['customers'] as const,
  lists: ['customers', 'list'] as const,
  list: (filters: CustomerFilters & { page: number }) => ['customers', 'list', filters] as const,
  detail: (id: string) => ['customers', 'detail', id] as const,
  models: ['customers', 'models'] as const,
  importJob: (id: string) => ['imports', id] as const,
};

export const CUSTOMERS_PAGE_SIZE = 25;

const listQuery = (filters: CustomerFilters) => ({
  search: filters.search || undefined,
  type: filters.type,
  customerModelId: filters.customerModelId,
  sort: filters.sort,
});

export function useCustomers(filters: CustomerFilters & { page: number }) {
  return useQuery({
    queryKey: customerKeys.list(filters),
    queryFn: () =>
      api('listCustomers', {
        params: { query: { ...listQuery(filters), page: filters.page, limit: CUSTOMERS_PAGE_SIZE } },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The customers the same filters list, as the CSV file the API writes (UTF-8 with BOM, `;`-separated). */
export const exportCustomersCsv = (filters: CustomerFilters) =>
  api('exportCustomersCsv', { params: { query: listQuery(filters) } }) as Promise<Blob>;

export function useCustomer(id: string | undefined) {
  return useQuery({
    queryKey: customerKeys.detail(id ?? ''),
    queryFn: () => api('getCustomer', { params: { path: { customerId: id } } }),
    enabled: !!id,
  });
}

export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerInput) => api('saveCustomer', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customerId: string) => api('deleteCustomer', { params: { path: { customerId } } }),
    onSuccess: (_answer, customerId) => {
      queryClient.removeQueries({ queryKey: customerKeys.detail(customerId) });
      return queryClient.invalidateQueries({ queryKey: customerKeys.lists });
    },
  });
}

/** Another customer (than `id`, any id for a new one) with this email, if any. */
export const verifyCustomerEmail = (email: string, id: string) =>
  api('verifyCustomerInDb', { params: { path: { email, id } } });

export function useCustomerModels() {
  return useQuery({ queryKey: customerKeys.models, queryFn: () => api('listCustomerModels'), staleTime: 60_000 });
}

export function useSaveCustomerModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { create: CreateCustomerModelInput } | { update: UpdateCustomerModelInput }) =>
      'create' in input
        ? api('createCustomerModel', { body: input.create })
        : api('updateCustomerModel', { body: input.update }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.models }),
  });
}

export function useAddCustomerDocument(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api('addCustomerDocument', { params: { path: { customerId } }, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.detail(customerId) }),
  });
}

export function useDeleteCustomerDocument(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => api('deleteCustomerDocument', { params: { path: { customerId, documentId } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.detail(customerId) }),
  });
}

export const downloadCustomerDocument = (customerId: string, documentId: string) =>
  api('getCustomerDocument', { params: { path: { customerId, documentId } } }) as Promise<Blob>;

/** Sends a CSV file of customers; the answer is the background job to follow with `useImportJob`. */
export function useImportCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api('importCustomers', { body });
    },
    onSuccess: (job) => queryClient.setQueryData(customerKeys.importJob(job.id), job),
  });
}

/**
 * An import job, asked again every `interval(job)` milliseconds until that says false (the job is over); the
 * customer lists are refreshed once it is.
 */
export function useImportJob(id: string | null, interval: (job: ImportJob | undefined) => number | false) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: customerKeys.importJob(id ?? ''),
    queryFn: async () => {
      const job = await api('getImport', { params: { path: { id } } });
      if (interval(job) === false) await queryClient.invalidateQueries({ queryKey: customerKeys.all });
      return job;
    },
    enabled: !!id,
    staleTime: 0,
    refetchInterval: (query) => interval(query.state.data),
  });
}

export const downloadImportErrors = (id: string) =>
  api('getImportErrorsCsv', { params: { path: { id } } }) as Promise<Blob>;
