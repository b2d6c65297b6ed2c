import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import { renderWithProviders } from '../../test/render.tsx';
import InvitationPage from './InvitationPage.tsx';

vi.mock('../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

/** The API of an invitation from Lake Bikes: its details, then the answer to accepting or declining it. */
const answerInvitation = (isManager: boolean) =>
  mockedApi.mockImplementation((async (operation: string) =>
    operation === 'readCompanyInvitation'
      ? { companyName: 'Lake Bikes', email: 'noa@example.test', isManager, expiresAt: '2030-01-01T00:00:00Z' }
      : { companyName: 'Lake Bikes' }) as never);

describe('InvitationPage', () => {
  beforeEach(() => mockedApi.mockReset());

  it('shows the company that invites and joins it only when the person accepts', async () => {
    answerInvitation(false);
    renderWithProviders(<InvitationPage />, { path: '/invitation?token=abc' });
    expect(await screen.findByText(/Lake Bikes vous invite \(noa@example.test\)/)).toBeTruthy();
    expect(mockedApi).toHaveBeenCalledWith('readCompanyInvitation', { body: { token: 'abc' } });
    expect(mockedApi).not.toHaveBeenCalledWith('acceptCompanyInvitation', expect.anything());

    await userEvent.setup().click(screen.getByRole('button', { name: "Accepter l'invitation" }));
    expect(await screen.findByText(/Vous travaillez maintenant chez Lake Bikes/)).toBeTruthy();
    expect(mockedApi).toHaveBeenCalledWith('acceptCompanyInvitation', { body: { token: 'abc' } });
  });

  it('declines: the person does not join, and is told so', async () => {
    answerInvitation(true);
    renderWithProviders(<InvitationPage />, { path: '/invitation?token=abc' });
    await userEvent.setup().click(await screen.findByRole('button', { name: "Refuser l'invitation" }));
    expect(await screen.findByText(/Vous avez refusé l'invitation de Lake Bikes/)).toBeTruthy();
    expect(mockedApi).toHaveBeenCalledWith('declineCompanyInvitation', { body: { token: 'abc' } });
    expect(mockedApi).not.toHaveBeenCalledWith('acceptCompanyInvitation', expect.anything());
    expect(screen.queryByRole('button', { name: "Accepter l'invitation" })).toBeNull();
  });

  it('offers nothing without a token', () => {
    renderWithProviders(<InvitationPage />, { path: '/invitation' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(mockedApi).not.toHaveBeenCalled();
  });
});
