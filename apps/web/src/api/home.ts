/** The dashboard's home: the day's figures in one read. */
import { useQuery } from '@tanstack/react-query';
import { api, type CallResult } from './client.ts';

export type HomeFigures = CallResult<'getDashboardHome'>;
export type HomeOrderFigures = NonNullable<HomeFigures['orders']>;
export type BookingDay = HomeOrderFigures['days'][number];
export type CategoryUse = HomeOrderFigures['utilisation'][number];

export function useDashboardHome() {
  return useQuery({
    queryKey: ['dashboard', 'home'],
    queryFn: () => api('getDashboardHome'),
    staleTime: 30_000,
    refetchInterval: 120_000,
  });
}
