import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import { renderWithProviders } from '../../test/render.tsx';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';
import ResetPasswordPage from './ResetPasswordPage.tsx';

vi.mock('../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

describe('marketplace password recovery (customers and managing places)', () => {
  beforeEach(() => mockedApi.mockReset());

  it('asks the marketplace call for a reset link and leads back to the marketplace login', async () => {
    mockedApi.mockResolvedValueOnce({ ok: true } as never);
    renderWithProviders(<ForgotPasswordPage space="marketplace" />, { path: '/marketplace/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'place@example.test');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    await screen.findByText('Vérifiez votre boîte mail');
    expect(mockedApi).toHaveBeenCalledWith('forgotPasswordRentalPlace', { body: { email: 'place@example.test' } });
    expect(screen.getByText('Retour à la connexion').closest('a')?.getAttribute('href')).toBe('/marketplace/login');
  });

  it('sets the new password with the marketplace call', async () => {
    mockedApi.mockResolvedValueOnce({ ok: true } as never);
    renderWithProviders(<ResetPasswordPage space="marketplace" />, { path: '/marketplace/reset-password?token=abc' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'a-brand-new-secret');
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'a-brand-new-secret');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    await waitFor(() =>
      expect(mockedApi).toHaveBeenCalledWith('resetPasswordRentalPlace', {
        body: { token: 'abc', password: 'a-brand-new-secret' },
      }),
    );
    const login = await screen.findByRole('link', { name: 'Se connecter' });
    expect(login.getAttribute('href')).toBe('/marketplace/login');
  });
});
