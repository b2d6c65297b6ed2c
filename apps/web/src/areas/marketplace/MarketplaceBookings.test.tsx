import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { MarketplaceBookings } from './MarketplaceBookings.tsx';

vi.mock('../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const booking = {
  id: '01a2013d-04ed-7f40-8123-938d65ad2b3d',
  number: 12,
  shopName: 'Cycles & Glisse',
  shopSlug: 'cycles-et-glisse',
  status: 'TO_COME',
  type: 'ORDER',
  isRequest: true,
  startDate: '2026-07-18T09:00:00+02:00',
  endDate: '2026-07-19T18:00:00+02:00',
  total: 45.5,
  currency: 'EUR',
  pageToken: 'k'.repeat(72),
};

describe('marketplace bookings', () => {
  it("lists the customer's orders with their shop and state", async () => {
    mockedApi.mockResolvedValue([booking] as never);
    renderWithProviders(<MarketplaceBookings />);
    expect(await screen.findByText('Cycles & Glisse')).toBeTruthy();
    expect(screen.getByText('Commande n° 12')).toBeTruthy();
    expect(screen.getByText('Demande en attente')).toBeTruthy();
    expect(mockedApi).toHaveBeenCalledWith('listRentalPlaceUserBookings');
    expect(screen.queryByText(/apparaîtront bientôt/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Voir la commande n° 12' }).getAttribute('href')).toBe(
      `/your-order/cycles-et-glisse/${booking.id}?token=${'k'.repeat(72)}`,
    );
  });

  it('says when there is none yet', async () => {
    mockedApi.mockResolvedValue([] as never);
    renderWithProviders(<MarketplaceBookings />);
    expect(await screen.findByText(/pas encore de réservation/)).toBeTruthy();
  });
});
