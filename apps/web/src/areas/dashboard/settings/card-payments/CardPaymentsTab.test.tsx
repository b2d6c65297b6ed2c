import { normalizeAccess } from '@hirebase/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../api/client.ts';
import type { StripeAccountStatus } from '../../../../api/stripe-connect.ts';
import type { Me } from '../../../../api/types.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { MeContext } from '../../MeContext.tsx';
import { CardPaymentsTab } from './CardPaymentsTab.tsx';
import { openStripePage } from './openStripePage.ts';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
vi.mock('./openStripePage.ts', () => ({ openStripePage: vi.fn() }));
const mockedApi = vi.mocked(api);

const manager = { membership: { isManager: true, access: normalizeAccess({}) } } as unknown as Me;
const settingsReader = {
  membership: { isManager: false, access: normalizeAccess({ settings: 'read' }) },
} as unknown as Me;

const notConnected: StripeAccountStatus = {
  type: 'express',
  connected: false,
  accountId: null,
  chargesEnabled: false,
  payoutsEnabled: false,
  detailsSubmitted: false,
  requirementsDue: [],
};
const connected: StripeAccountStatus = {
  ...notConnected,
  connected: true,
  accountId: 'acct_1',
  chargesEnabled: true,
  payoutsEnabled: false,
  detailsSubmitted: true,
  requirementsDue: ['external_account'],
};

function answer(provider: 'SANDBOX' | 'STRIPE', account = notConnected) {
  mockedApi.mockImplementation(async (operation) => {
    switch (operation) {
      case 'stripeVisibility':
        return { provider, stripeConfigured: provider === 'STRIPE', connected: account.connected } as never;
      case 'checkStripeAccountStatus':
        return account as never;
      case 'createStripeExpressAccount':
        return { ...account, url: 'https://connect.stripe.test/setup/acct_1' } as never;
      case 'stripeLoginLink':
        return { url: 'https://connect.stripe.test/express/acct_1' } as never;
      case 'disconnectStripeAccount':
        return notConnected as never;
      default:
        throw new Error(`unexpected ${operation}`);
    }
  });
}

const show = (me: Me) =>
  renderWithProviders(
    <MeContext.Provider value={me}>
      <CardPaymentsTab />
    </MeContext.Provider>,
  );
const calls = () => mockedApi.mock.calls.map(([operation]) => operation);

describe('card payment settings', () => {
  beforeEach(() => {
    mockedApi.mockReset();
    vi.mocked(openStripePage).mockReset();
  });

  it('says the sandbox takes card payments and offers no Stripe account', async () => {
    answer('SANDBOX');
    show(manager);
    expect((await screen.findByTestId('card-provider')).textContent).toBe(
      'Les paiements par carte passent par le bac à sable (cartes de test, aucun argent ne circule)',
    );
    expect(screen.queryByRole('button', { name: 'Connecter mon compte Stripe' })).toBeNull();
    expect(calls()).toEqual(['stripeVisibility']);
  });

  it('connects the shop: opens the onboarding page Stripe answers', async () => {
    answer('STRIPE');
    show(manager);
    expect(await screen.findByText(/Non connecté/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Connecter mon compte Stripe' }));
    await waitFor(() => expect(openStripePage).toHaveBeenCalledWith('https://connect.stripe.test/setup/acct_1'));
    expect(screen.queryByRole('button', { name: 'Ouvrir le tableau de bord Stripe' })).toBeNull();
  });

  it('shows a connected account, opens its dashboard, and disconnects after confirmation', async () => {
    answer('STRIPE', connected);
    show(manager);
    const status = await screen.findByTestId('stripe-account-status');
    expect(status.textContent).toBe('Encaisse les paiementsOuiVirements vers votre banqueNonInformations complètesOui');
    expect(screen.getByText('Stripe demande encore : external_account')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connecter mon compte Stripe' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir le tableau de bord Stripe' }));
    await waitFor(() => expect(openStripePage).toHaveBeenCalledWith('https://connect.stripe.test/express/acct_1'));
    await userEvent.click(screen.getByRole('button', { name: 'Déconnecter' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Déconnecter' });
    expect(dialog.textContent).toContain('Le compte lui-même reste le vôtre chez Stripe');
    await userEvent.click(screen.getAllByRole('button', { name: 'Déconnecter' })[0]!);
    await waitFor(() => expect(calls()).toContain('disconnectStripeAccount'));
  });

  it('lets an employee who only reads the settings see the account, with no button', async () => {
    answer('STRIPE', connected);
    show(settingsReader);
    expect(await screen.findByTestId('stripe-account-status')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
