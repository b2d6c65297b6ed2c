import type { CallResult } from '@hirebase/client';
import { useQuery } from '@tanstack/react-query';
import { api } from './client.ts';

export type MarketplaceBooking = CallResult<'listRentalPlaceUserBookings'>[number];

/** The logged-in marketplace customer's orders in every shop. */
export function useMarketplaceBookings() {
  return useQuery({ queryKey: ['marketplace', 'bookings'], queryFn: () => api('listRentalPlaceUserBookings') });
}
