import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import MarketplaceCustomerPage from './MarketplaceCustomerPage.tsx';
import MarketplaceCustomersPage from './MarketplaceCustomersPage.tsx';

vi.mock('../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const customer = {
  id: '01a2013d-04ed-7f40-8123-938d65ad2b3d',
  email: 'client@demo.hirebase.test',
  firstName: 'Léa',
  lastName: 'Dupont',
  phone: null,
  language: 'fr',
  isValidated: false,
  createdFrom: 'online_store',
  createdAt: '2026-01-01T10:00:00.000Z',
};

const booking = (number: number, values: object) => ({
  id: `b${number}`,
  number,
  shopName: 'Cycles & Glisse',
  shopSlug: 'cycles-et-glisse',
  status: 'TO_COME',
  type: 'ORDER',
  isRequest: false,
  startDate: '2026-08-01T07:00:00.000Z',
  endDate: '2026-08-02T16:00:00.000Z',
  total: 84.5,
  currency: 'EUR',
  ...values,
});

const openCustomerPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/marketplace-customers/:id" element={<MarketplaceCustomerPage />} />
    </Routes>,
    { path: `/admin/marketplace-customers/${customer.id}` },
  );

describe('marketplace customers in the admin back-office', () => {
  beforeEach(() => mockedApi.mockReset());

  it('lists the customer accounts, each opening its page', async () => {
    mockedApi.mockResolvedValue({ items: [customer], total: 1, page: 1, limit: 20 } as never);
    renderWithProviders(<MarketplaceCustomersPage />, { path: '/admin/marketplace-customers' });
    const row = await screen.findByTestId(`marketplace-customer-${customer.email}`);
    expect(within(row).getByText(customer.email)).toBeTruthy();
    expect(within(row).getByText('Non validé')).toBeTruthy();
    const link = within(row).getByRole('link', { name: 'Ouvrir Léa Dupont' });
    expect(link.getAttribute('href')).toBe(`/admin/marketplace-customers/${customer.id}`);
    expect(mockedApi).toHaveBeenCalledWith('adminSearchRentalPlaceUsers', expect.anything());
  });

  it("shows a customer's account and their bookings in every shop", async () => {
    mockedApi.mockResolvedValue({
      user: customer,
      orders: [
        booking(12, { shopName: 'Surf Atlantique', type: 'CANCELED' }),
        booking(7, { status: 'IN_PROGRESS', total: 120, currency: 'CHF' }),
      ],
    } as never);
    openCustomerPage();
    expect(await screen.findByRole('heading', { name: 'Léa Dupont' })).toBeTruthy();
    expect(screen.getByText('Boutique en ligne')).toBeTruthy();
    expect(screen.getByText('01/01/2026')).toBeTruthy();
    const rows = screen.getAllByTestId('customer-booking');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('Surf Atlantique');
    expect(within(rows[0]).getByText('Annulée')).toBeTruthy();
    expect(within(rows[1]).getByText('En cours')).toBeTruthy();
    expect(rows[1].textContent).toMatch(/120,00\sCHF/);
    expect(mockedApi).toHaveBeenCalledWith('adminGetRentalPlaceUser', {
      params: { path: { id: customer.id }, query: { withOrders: true } },
    });
  });

  it('says when the customer has no booking yet', async () => {
    mockedApi.mockResolvedValue({ user: { ...customer, isValidated: true }, orders: [] } as never);
    openCustomerPage();
    expect(await screen.findByText('Aucune réservation pour l’instant.')).toBeTruthy();
    expect(screen.queryByText('Non validé')).toBeNull();
  });
});
