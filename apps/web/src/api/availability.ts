/** Availability of products and packs for a short-term rental, and the units an order's holds can be given. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';

/** A rental period as the API reads it (instants, or 'YYYY-MM-DDTHH:MM' of the shop), and the order being changed. */
export interface PeriodQuery {
  startDate: string;
  endDate: string;
  excludeOrderId?: string;
}

export const availabilityKeys = {
  all: ['availability'] as const,
  lcd: (q: PeriodQuery) => ['availability', 'lcd', q] as const,
  units: (q: PeriodQuery & { productId: string }) => ['availability', 'lcd', 'units', q] as const,
  allocate: (orderId: string) => ['availability', 'allocate', orderId] as const,
};

/** Every product and pack of the shop for the period: free count, whether it can be booked, next free start. */
export function useLcdAvailability(query: PeriodQuery | null) {
  return useQuery({
    queryKey: availabilityKeys.lcd(query ?? { startDate: '', endDate: '' }),
    queryFn: () => api('lcdAvailability', { params: { query: { ...query, allowWithoutPrice: true } } }),
    enabled: !!query,
    placeholderData: keepPreviousData,
    // Other counters book at the same time.
    staleTime: 10_000,
  });
}

/** The free units of one serialised product over the period (asked when someone picks units). */
export function useFreeUnits(query: (PeriodQuery & { productId: string }) | null) {
  return useQuery({
    queryKey: availabilityKeys.units(query ?? { startDate: '', endDate: '', productId: '' }),
    queryFn: async () => {
      const { productId, ...period } = query!;
      const answer = await api('lcdAvailability', {
        params: { query: { ...period, focusItemId: productId, focusItemIds: productId, allowWithoutPrice: true } },
      });
      return answer.items.find((item) => item.id === productId)?.units ?? [];
    },
    enabled: !!query,
    staleTime: 10_000,
  });
}

/** For each hold of an order: its units and the units that can still be given to it. */
export function useAllocatableUnits(orderId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: availabilityKeys.allocate(orderId ?? ''),
    queryFn: () => api('allocateMaterial', { params: { query: { orderId } } }),
    enabled: !!orderId && enabled,
  });
}
