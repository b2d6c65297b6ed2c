import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import MarketplaceCustomersPage from './MarketplaceCustomersPage.tsx';

vi.mock('../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

describe('marketplace customers in the admin back-office', () => {
  it('lists the customer accounts', async () => {
    mockedApi.mockResolvedValue({
      items: [
        {
          id: '01a2013d-04ed-7f40-8123-938d65ad2b3d',
          email: 'client@demo.hirebase.test',
          firstName: 'Léa',
          lastName: 'Dupont',
          phone: null,
          language: 'fr',
          isValidated: true,
          createdFrom: 'rental_place',
          createdAt: '2026-01-01T10:00:00.000Z',
        },
      ],
      total: 1,
      page: 1,
      limit: 20,
    } as never);
    renderWithProviders(<MarketplaceCustomersPage />, { path: '/admin/marketplace-customers' });
    expect(await screen.findByText('Léa Dupont')).toBeTruthy();
    expect(screen.getByText('client@demo.hirebase.test')).toBeTruthy();
    expect(mockedApi).toHaveBeenCalledWith('adminSearchRentalPlaceUsers', expect.anything());
  });
});
