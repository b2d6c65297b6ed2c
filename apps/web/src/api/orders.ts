/** Orders: list and CSV export, one order, create and update, lifecycle actions, notes, attachments, planning. */
import type { operations } from '@hirebase/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type CallResult } from './client.ts';
import type { JsonBody } from './types.ts';

export type OrderView = CallResult<'getOrder'>;
export type OrderLine = OrderView['lines'][number];
export type OrderUnit = OrderView['units'][number];
export type OrderBody = JsonBody<'createOrder'>;
export type OrderStatus = OrderView['status'];
export type OrderType = OrderView['type'];
export type OrderSummary = CallResult<'listOrdersInRange'>['items'][number];
export type OrderAttachment = OrderView['attachments'][number];
export type InsideRange = CallResult<'listOrdersInsideRange'>;
export type PlanningRowsView = CallResult<'planningRows'>;
export type ReturnInput = JsonBody<'returnProducts'>;
/** Filters of the orders list and its CSV export (GET /order/list, /order/listCsv). */
export type OrderListFilters = Omit<
  NonNullable<operations['listOrdersInRange']['parameters']['query']>,
  'page' | 'limit'
>;

const ORDERS_PAGE_SIZE = 25;

export const orderKeys = {
  all: ['orders'] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  items: ['orders', 'items'] as const,
  list: (filters: OrderListFilters & { page: number }) => ['orders', 'list', filters] as const,
  insideRange: (query: { startDate: string; endDate: string }) => ['orders', 'insideRange', query] as const,
  preBookingCheck: (id: string) => ['orders', 'preBookingCheck', id] as const,
  cancelPreview: (id: string) => ['orders', 'cancelPreview', id] as const,
  planningRows: (query: { startDate: string; endDate: string }) => ['orders', 'planningRows', query] as const,
};

/**
 * The rows of the planning over whole days: short-term products, every unit in service (used or not) with its
 * downtime, and the held counts per day of quantity products.
 */
export function usePlanningRows(query: { startDate: string; endDate: string }) {
  return useQuery({
    queryKey: orderKeys.planningRows(query),
    queryFn: () => api('planningRows', { params: { query } }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

export function useOrders(filters: OrderListFilters & { page: number }) {
  const { page, ...query } = filters;
  return useQuery({
    queryKey: orderKeys.list(filters),
    queryFn: () => api('listOrdersInRange', { params: { query: { ...query, page, limit: ORDERS_PAGE_SIZE } } }),
    placeholderData: keepPreviousData,
  });
}

/** The orders the same filters list, as the CSV file the API writes. */
export const exportOrdersCsv = (filters: OrderListFilters) =>
  api('exportOrdersCsv', { params: { query: filters } }) as Promise<Blob>;

/** Every order with stock held or units given over the period, with its holds and units (the planning). */
export function useOrdersInsideRange(query: { startDate: string; endDate: string } | null) {
  return useQuery({
    queryKey: orderKeys.insideRange(query ?? { startDate: '', endDate: '' }),
    queryFn: () => api('listOrdersInsideRange', { params: { query: query! } }),
    enabled: !!query,
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

/** What can be booked for a short-term rental: products, packs and services (a shop has a few hundred at most). */
export function useOrderableItems() {
  return useQuery({
    queryKey: orderKeys.items,
    queryFn: async () => {
      const query = { params: { query: { limit: 500 } } };
      const [products, packs, services] = await Promise.all([
        api('getProductsByCompany', { params: { query: { limit: 500, sort: 'name__asc' } } }),
        api('getPacksByCompany', query),
        api('getServicesByCompany', query),
      ]);
      return {
        products: products.items.filter((p) => p.isLCD),
        packs: packs.items.filter((p) => p.isLCD),
        services: services.items.filter((s) => s.isLCD),
      };
    },
    staleTime: 60_000,
  });
}

export function useOrder(id: string | undefined) {
  return useQuery({
    queryKey: orderKeys.detail(id ?? ''),
    queryFn: () => api('getOrder', { params: { path: { id } } }),
    enabled: !!id,
  });
}

/** After any change of an order: its detail is the answer; lists, planning and availability are read again. */
function useOrderWrite<Input>(write: (input: Input) => Promise<OrderView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' }),
        queryClient.invalidateQueries({ queryKey: ['availability'] }),
      ]);
    },
  });
}

/** Creates an order, or changes an existing one (its holds checked again). */
export const useSaveOrder = () =>
  useOrderWrite(({ id, body }: { id?: string; body: OrderBody }) =>
    id ? api('updateOrder', { params: { path: { id } }, body }) : api('createOrder', { body }),
  );

/** Hands the order out: the units named go with those already given (all must be given). */
export const useReadyToGo = (orderId: string) =>
  useOrderWrite((body: { subProductIds?: string[]; qrCodeValues?: string[] }) =>
    api('readyToGo', { params: { path: { orderId } }, body }),
  );

export const useReturnProducts = (orderId: string) =>
  useOrderWrite((body: ReturnInput) => api('returnProducts', { params: { path: { orderId } }, body }));

export const useSetOrderStatus = (orderId: string) =>
  useOrderWrite((status: OrderStatus) => api('setOrderStatus', { params: { path: { orderId, status } }, body: {} }));

export const useCancelOrder = (orderId: string) =>
  useOrderWrite((reason: string) =>
    api('cancelOrder', { params: { path: { orderId }, query: reason.trim() ? { reason: reason.trim() } : {} } }),
  );

export const useConvertPreBooking = (orderId: string) =>
  useOrderWrite(() => api('preBookingToOrder', { params: { path: { orderId } } }));

/** Whether a pre-booking would fit the stock now (asked before converting it). */
export function usePreBookingCheck(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.preBookingCheck(orderId),
    queryFn: () => api('preBookingToOrderCheckAvailability', { params: { path: { orderId } } }),
    enabled,
    staleTime: 0,
  });
}

export const useUpdateOrderNotes = (orderId: string) =>
  useOrderWrite((notes: string) =>
    api('updateOrderNotes', { params: { path: { orderId } }, body: { notes: notes.trim() || null } }),
  );

/** Adds the shop's rental insurance to the order or takes it off; the totals follow. */
export const useUpdateOrderInsurance = (orderId: string) =>
  useOrderWrite((insured: boolean) =>
    api('updateOrderInsurance', { params: { path: { orderId } }, body: { insured } }),
  );

export const useUpdateExternalInvoiceNumber = (orderId: string) =>
  useOrderWrite((value: string) =>
    api('updateOrderExternalInvoiceNumber', {
      params: { path: { orderId } },
      body: { externalInvoiceNumber: value.trim() || null },
    }),
  );

export const useAttachOrderFiles = (orderId: string) =>
  useOrderWrite((files: File[]) => {
    const body = new FormData();
    for (const file of files) body.append('files', file);
    return api('attachOrderFiles', { params: { path: { orderId } }, body });
  });

export const useDeleteOrderAttachment = (orderId: string) =>
  useOrderWrite((key: string) => api('deleteOrderAttachment', { params: { path: { orderId, key } } }));

export const downloadOrderAttachment = (key: string) =>
  api('downloadOrderAttachment', { params: { path: { key } } }) as Promise<Blob>;

/** Deletes an order that never ran (soft) or, for managers, any order for good. */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, permanently }: { id: string; permanently: boolean }) =>
      permanently
        ? api('deleteOrderPermanently', { params: { path: { orderId: id } } })
        : api('deleteOrder', { params: { path: { id } } }),
    onSuccess: (_answer, { id }) => {
      queryClient.removeQueries({ queryKey: orderKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['availability'] }),
      ]);
    },
  });
}

/** What cancelling now would refund and keep under the shop's policy (asked when the cancel dialog opens). */
export function useCancelPreview(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.cancelPreview(orderId),
    queryFn: () => api('previewOrderCancellation', { params: { path: { orderId } } }),
    enabled,
    staleTime: 0,
  });
}
