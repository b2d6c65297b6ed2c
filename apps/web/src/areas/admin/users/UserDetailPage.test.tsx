import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client.ts';
import type { User } from '../../../api/types.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import UserDetailPage from './UserDetailPage.tsx';
import { UsersTable } from './UsersTable.tsx';

vi.mock('../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const user = {
  id: '01a2013d-04ed-7f40-8123-938d65ad2b3d',
  email: 'julie@shop.test',
  firstName: 'Julie',
  lastName: 'Morel',
  phone: '+33 6 00 00 00 00',
  language: 'fr',
  role: 'manager',
  isAccountActivated: true,
  isValidated: true,
  createdFrom: 'admin_dashboard',
  pictureUrl: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  hubspotId: null,
  slackId: null,
};

describe('admin users', () => {
  it("opens a user's page from their name in the list", () => {
    renderWithProviders(<UsersTable users={[user as unknown as User]} />);
    const link = screen.getByRole('link', { name: 'Ouvrir Julie Morel' });
    expect(link.getAttribute('href')).toBe(`/admin/users/${user.id}`);
  });

  it("shows the user's account and the companies they belong to", async () => {
    mockedApi.mockResolvedValue({
      user,
      companies: [{ id: 'c1', name: 'Cycles & Glisse', slug: 'cycles-et-glisse', isManager: true }],
    } as never);
    renderWithProviders(<UserDetailPage />, { path: `/admin/users/${user.id}` });
    expect(await screen.findByRole('heading', { name: 'Julie Morel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cycles & Glisse' }).getAttribute('href')).toBe('/admin/companies/c1');
  });
});
