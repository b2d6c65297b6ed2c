/**
 * The counter: today's departures and returns, unit lookups by QR code, hand out / return / exchange / quick
 * booking / booking change, the requests inbox, the waiting list and the quick-order settings.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, type CallResult } from './client.ts';
import type { JsonBody } from './types.ts';

export type CounterOrder = CallResult<'getOrder'>;
export type CounterOrderUnit = CounterOrder['units'][number];
export type OrderSummary = CallResult<'listOrdersInRange'>['items'][number];
export type OrderOfUnit = CallResult<'listOrdersOfUnit'>[number];
export type UnitByCode = CallResult<'getSubProductByQrCode'>;
export type FreeUnit = CallResult<'getSubProductsByProductName'>[number];
export type CustomerChoice = CallResult<'listSelectCustomers'>[number];
export type QuickOrderBody = JsonBody<'createOrder'>;
export type OrderRequest = CallResult<'listOrderInbox'>['items'][number];
export type WaitingEntry = CallResult<'listWaitingList'>['items'][number];
export type WaitingStatus = WaitingEntry['status'];
export type WaitingEntryInput = JsonBody<'joinWaitingList'>;
export type OrderSettings = CallResult<'getOrderSettings'>;
export type OrderSettingsInput = JsonBody<'updateOrderSettings'>;

export const counterKeys = {
  all: ['counter'] as const,
  today: ['counter', 'today'] as const,
  /** The same key as the orders area: one cached copy of each order. */
  order: (id: string) => ['orders', 'detail', id] as const,
  freeUnits: (productName: string, start: string, end: string) =>
    ['counter', 'free-units', productName, start, end] as const,
  customers: (search: string) => ['counter', 'customers', search] as const,
  bookings: (search: string) => ['counter', 'bookings', search] as const,
  requests: (page: number) => ['counter', 'requests', page] as const,
  requestsCount: ['counter', 'requests', 'count'] as const,
  waitingList: (page: number, status?: string) => ['counter', 'waiting-list', page, status ?? ''] as const,
  settings: ['counter', 'order-settings'] as const,
};

const REFRESH_MS = 60_000;

/** Orders starting or ending today, and orders out past their end: read again every minute. */
export function useTodayOrders() {
  return useQuery({
    queryKey: counterKeys.today,
    queryFn: async () => {
      const [today, late] = await Promise.all([
        api('listOrdersInRange', { params: { query: { state: 'TODAY,NOT_CANCELED', limit: 200 } } }),
        api('listOrdersInRange', { params: { query: { state: 'LATE', limit: 200 } } }),
      ]);
      return [...today.items, ...late.items];
    },
    refetchInterval: REFRESH_MS,
  });
}

/** Orders that never left and are past their end (the API's `NO_SHOW` rule), read again every minute. */
export function useNoShows() {
  return useQuery({
    queryKey: [...counterKeys.today, 'no-shows'] as const,
    queryFn: async () =>
      (await api('listOrdersInRange', { params: { query: { state: 'NO_SHOW', limit: 100 } } })).items,
    refetchInterval: REFRESH_MS,
  });
}

/** An order number typed at the counter (`42`, `#42`, `no 42`), or null for a customer search. */
export function orderNumberIn(search: string): number | null {
  const digits = /^(?:#|n[o°º]\.?\s*)?(\d{1,9})$/i.exec(search.trim())?.[1];
  return digits ? Number(digits) : null;
}

/** Which orders a counter search finds: waiting to leave (hand out), or to come or out (a booking to change). */
export type SearchedOrders = 'toCome' | 'toComeOrOut';

const SEARCH_STATES: Record<SearchedOrders, string> = {
  toCome: 'TO_COME,NOT_PRE_BOOKING,NOT_CANCELED',
  toComeOrOut: 'TO_COME,IN_PROGRESS,NOT_PRE_BOOKING,NOT_CANCELED',
};

/** Whether a confirmed order is among those a search looks for (any date). */
export const isSearched = (
  which: SearchedOrders,
  order: { isRequest: boolean; type: string; status: string },
): boolean =>
  !order.isRequest &&
  order.type === 'ORDER' &&
  (which === 'toCome' ? order.status === 'TO_COME' : order.status === 'TO_COME' || order.status === 'IN_PROGRESS');

/** Orders to come (or out), whatever their date, found by their number or their customer's name. */
export function useBookedOrders(search: string, which: SearchedOrders = 'toComeOrOut') {
  return useQuery({
    queryKey: [...counterKeys.bookings(search), which] as const,
    queryFn: async () => {
      const number = orderNumberIn(search);
      if (number !== null) {
        const page = await api('listOrders', { params: { query: { number: String(number), limit: 5 } } });
        // without `fields`, every field of a summary is there
        return (page.items as OrderSummary[]).filter((order) => isSearched(which, order));
      }
      const state = SEARCH_STATES[which];
      const page = await api('listOrdersInRange', { params: { query: { searchCustomer: search, state, limit: 20 } } });
      return page.items.filter((order) => isSearched(which, order));
    },
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
}

export function useCounterOrder(id: string | null) {
  return useQuery({
    queryKey: counterKeys.order(id ?? ''),
    queryFn: () => api('getOrder', { params: { path: { id } } }),
    enabled: !!id,
  });
}

/** The unit a QR code names, or null when no unit of the shop has it. */
export async function unitByCode(qrCodeValue: string): Promise<UnitByCode | null> {
  try {
    return await api('getSubProductByQrCode', { params: { path: { qrCodeValue } } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Every order a unit was given to, with the unit's status in each. */
export const ordersOfUnit = (subProductId: string) => api('listOrdersOfUnit', { params: { path: { subProductId } } });

/** Units of a product free over a period (not given to an order, not out, in service). */
/**
 * What may still be given to an order: the free units of the products it books, and which of its products are
 * counted by quantity (they leave without units).
 */
export function useAssignableUnits(orderId: string | null) {
  return useQuery({
    queryKey: ['availability', 'allocate', orderId] as const,
    queryFn: () => api('allocateMaterial', { params: { query: { orderId } } }),
    enabled: !!orderId,
    select: (holds) => ({
      free: holds.flatMap((hold) =>
        hold.free.map((unit) => ({
          subProductId: unit.id,
          productId: unit.productId,
          productName: hold.name,
          qrCodeValue: unit.qrCodeValue,
          serialNumber: unit.serialNumber,
        })),
      ),
      counted: new Set(holds.filter((h) => h.stockMode === 'QUANTITY').map((h) => h.productId)),
    }),
  });
}

export function useFreeUnits(productName: string | null, start: string, end: string) {
  return useQuery({
    queryKey: counterKeys.freeUnits(productName ?? '', start, end),
    queryFn: () =>
      api('getSubProductsByProductName', { params: { path: { name: productName, startDate: start, endDate: end } } }),
    enabled: !!productName && end > start,
  });
}

export function useCustomerChoices(search: string) {
  return useQuery({
    queryKey: counterKeys.customers(search),
    queryFn: () => api('listSelectCustomers', { params: { query: { search: search || undefined, limit: 20 } } }),
    placeholderData: keepPreviousData,
  });
}

/** After a counter action: the order's answer is cached, lists, planning and availability are read again. */
function useCounterWrite<Input>(write: (input: Input) => Promise<CounterOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (order) => {
      queryClient.setQueryData(counterKeys.order(order.id), order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: counterKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['orders'], predicate: (q) => q.queryKey[1] !== 'detail' }),
        queryClient.invalidateQueries({ queryKey: ['availability'] }),
      ]);
    },
  });
}

export const useQuickBook = () => useCounterWrite((body: QuickOrderBody) => api('createOrder', { body }));

export type WalkInPrice = CallResult<'previewPrices'>;
export type PriceItem = JsonBody<'previewPrices'>['items'][number];

/** What a booking would cost before it is made: total, VAT and deposit, priced as the order will be. */
export function useWalkInPrice(items: PriceItem[], start: string, end: string) {
  return useQuery({
    queryKey: ['counter', 'walk-in-price', items, start, end] as const,
    queryFn: () => api('previewPrices', { body: { items, start, end, channel: 'DASHBOARD' } }),
    enabled: items.length > 0 && end > start,
    placeholderData: keepPreviousData,
  });
}

/** Changes a booking (same body as createOrder): the units it has are kept, the ones named are added. */
export const useUpdateBooking = () =>
  useCounterWrite(({ orderId, body }: { orderId: string; body: QuickOrderBody }) =>
    api('updateOrder', { params: { path: { id: orderId } }, body }),
  );

export type HandOutInput = { orderId: string } & JsonBody<'readyToGo'>;

/** Hands an order out; with `startNow`, an order booked later starts now, priced at `expectedTotal`. */
export const useHandOut = () =>
  useCounterWrite(({ orderId, ...body }: HandOutInput) => api('readyToGo', { params: { path: { orderId } }, body }));

export type EarlyHandOut = CallResult<'previewEarlyHandOut'>;

/** What handing an order out before its booked start does: the start it gets, the price before → after. */
export function useEarlyHandOut(orderId: string | null) {
  return useQuery({
    queryKey: ['counter', 'early-hand-out', orderId ?? ''] as const,
    queryFn: () => api('previewEarlyHandOut', { params: { path: { orderId } } }),
    enabled: !!orderId,
  });
}

/** Closes a no-show: cancelled as such, its holds released. */
export const useCloseNoShow = () =>
  useCounterWrite((orderId: string) => api('closeNoShow', { params: { path: { orderId } } }));

export type ReturnInput = JsonBody<'returnProducts'>;

export const useReturnUnits = () =>
  useCounterWrite(({ orderId, body }: { orderId: string; body: ReturnInput }) =>
    api('returnProducts', { params: { path: { orderId } }, body }),
  );

export const useExchangeUnit = () =>
  useCounterWrite(({ orderId, from, to }: { orderId: string; from: string; to: string }) =>
    api('exchangeUnit', { params: { path: { orderId } }, body: { from, to } }),
  );

export const REQUESTS_PAGE_SIZE = 20;

export function useRequests(page: number) {
  return useQuery({
    queryKey: counterKeys.requests(page),
    queryFn: () => api('listOrderInbox', { params: { query: { page, size: REQUESTS_PAGE_SIZE } } }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

export function useRequestsCount() {
  return useQuery({
    queryKey: counterKeys.requestsCount,
    queryFn: () => api('countOrderInbox'),
    refetchInterval: REFRESH_MS,
  });
}

function useRequestWrite<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['counter', 'requests'] }),
        queryClient.invalidateQueries({ queryKey: counterKeys.today }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['availability'] }),
      ]),
  });
}

export const useAnswerRequest = () =>
  useRequestWrite(({ id, approve, message }: { id: string; approve: boolean; message?: string }) =>
    api('answerOrderRequest', { params: { path: { orderRequestId: id } }, body: { approve, message } }),
  );

export const useSolveMessage = () =>
  useRequestWrite(({ orderId, reply }: { orderId: string; reply?: string }) =>
    api('solveOrderMessages', { params: { path: { orderId } }, body: { reply } }),
  );

export const WAITING_PAGE_SIZE = 20;

export function useWaitingList(page: number, status?: WaitingStatus) {
  return useQuery({
    queryKey: counterKeys.waitingList(page, status),
    queryFn: () => api('listWaitingList', { params: { query: { page, limit: WAITING_PAGE_SIZE, status } } }),
    placeholderData: keepPreviousData,
  });
}

function useWaitingWrite<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['counter', 'waiting-list'] }),
  });
}

export const useAddWaitingEntry = () => useWaitingWrite((body: WaitingEntryInput) => api('joinWaitingList', { body }));

export const useRemoveWaitingEntry = () =>
  useWaitingWrite((id: string) => api('leaveWaitingList', { params: { path: { id } } }));

/** The waiting list (of one status, or all) as the CSV file the API writes. */
export const waitingListCsv = (status?: WaitingStatus) =>
  api('exportWaitingListCsv', { params: { query: { status } } }) as Promise<Blob>;

/** The `orders` settings section; read only by those who may read the settings (`enabled`). */
export function useOrderSettings(enabled = true) {
  return useQuery({
    queryKey: counterKeys.settings,
    queryFn: () => api('getOrderSettings'),
    staleTime: 60_000,
    enabled,
  });
}

export function useSaveOrderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderSettingsInput) => api('updateOrderSettings', { body }),
    onSuccess: (settings) => queryClient.setQueryData(counterKeys.settings, settings),
  });
}
