import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { keys } from '../../api/keys.ts';
import { logIn } from '../../api/login.ts';
import { renderWithProviders } from '../../test/render.tsx';
import LoginPage from './LoginPage.tsx';

vi.mock('../../api/login.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/login.ts')>();
  return { ...actual, logIn: vi.fn() };
});
const mockedLogIn = vi.mocked(logIn);

async function fillAndSubmit(email = 'manager@demo.hirebase.test', password = 'hirebase-demo') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

const session = (role: 'user' | 'manager' | 'admin' | 'reconditioner') => ({
  token: 't',
  expiresAt: '2030-01-01T00:00:00.000Z',
  role,
  connectTo: 'dashboard',
  user: { id: 'u1', email: 'x@y.z', firstName: 'X', lastName: 'Y' },
  company: null,
  impersonatedBy: null,
});

describe('LoginPage', () => {
  beforeEach(() => {
    mockedLogIn.mockReset();
    localStorage.clear();
  });

  it('shows the server error next to the field it names', async () => {
    mockedLogIn.mockRejectedValueOnce(
      new ApiError(400, {
        code: 'validationFailed',
        message: 'Cette adresse est refusée par le serveur',
        details: { field: 'email' },
        requestId: 'r1',
      }),
    );
    renderWithProviders(<LoginPage variant="dashboard" />, { path: '/login' });
    await fillAndSubmit();

    const message = await screen.findByText('Cette adresse est refusée par le serveur');
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby') ?? '').toContain(message.id);
    expect(mockedLogIn).toHaveBeenCalledWith('dashboard', {
      email: 'manager@demo.hirebase.test',
      password: 'hirebase-demo',
    });
  });

  it('tells a marketplace customer who used the staff login where customers log in', async () => {
    mockedLogIn.mockRejectedValueOnce(
      new ApiError(401, { code: 'marketplaceAccount', message: 'This is a marketplace customer account' }),
    );
    renderWithProviders(<LoginPage variant="dashboard" />, { path: '/login' });
    await fillAndSubmit('client@demo.hirebase.test');

    expect(await screen.findByText(/sont ceux d’un compte client/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Aller à la connexion client' });
    expect(link.getAttribute('href')).toBe('/marketplace/login');
  });

  it('offers the customers a forgotten-password link of their own', () => {
    renderWithProviders(<LoginPage variant="rentalPlace" />, { path: '/marketplace/login' });
    const link = screen.getByRole('link', { name: 'Mot de passe oublié ?' });
    expect(link.getAttribute('href')).toBe('/marketplace/forgot-password');
  });

  it('translates authenticationFailed', async () => {
    mockedLogIn.mockRejectedValueOnce(
      new ApiError(401, { code: 'authenticationFailed', message: 'Invalid credentials' }),
    );
    renderWithProviders(<LoginPage variant="dashboard" />, { path: '/login' });
    await fillAndSubmit();

    const alert = await screen.findByTestId('login-error');
    expect(alert.textContent).toContain('E-mail ou mot de passe incorrect');
    expect(screen.queryByText('Invalid credentials')).toBeNull();
  });

  it('tells how long to wait after too many attempts', async () => {
    mockedLogIn.mockRejectedValueOnce(
      new ApiError(429, { code: 'tooManyRequests', message: 'Slow down', details: { retryAfterSeconds: 42 } }),
    );
    renderWithProviders(<LoginPage variant="dashboard" />, { path: '/login' });
    await fillAndSubmit();

    const alert = await screen.findByTestId('login-error');
    expect(alert.textContent).toContain('Réessayez dans 42 secondes');
  });

  it('checks the fields before calling the API', async () => {
    renderWithProviders(<LoginPage variant="dashboard" />, { path: '/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText('Saisissez une adresse e-mail valide')).toBeTruthy();
    expect(screen.getByText('Ce champ est obligatoire')).toBeTruthy();
    expect(mockedLogIn).not.toHaveBeenCalled();
  });

  it.each([
    ['admin', '/admin'],
    ['reconditioner', '/reconditioning'],
    ['manager', '/dashboard'],
  ] as const)('sends a %s to %s', async (role, destination) => {
    mockedLogIn.mockResolvedValueOnce({ kind: 'user', session: session(role) } as never);
    const { router } = renderWithProviders(<LoginPage variant="dashboard" />, { path: '/login' });
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe(destination));
  });

  it('logs a marketplace customer in with the rental-place call', async () => {
    mockedLogIn.mockResolvedValueOnce({
      kind: 'rentalPlace',
      session: {
        token: 't',
        expiresAt: '2030-01-01T00:00:00.000Z',
        connectTo: 'rental_place',
        account: { id: 'a1', email: 'client@example.test' },
      },
    } as never);
    const { router, queryClient } = renderWithProviders(<LoginPage variant="rentalPlace" />, {
      path: '/marketplace/login',
    });
    // Customers and managing places recover their password through the marketplace's own screens.
    expect(screen.getByText('Mot de passe oublié ?').closest('a')?.getAttribute('href')).toBe(
      '/marketplace/forgot-password',
    );
    await fillAndSubmit('client@example.test', 'secret-123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace'));
    expect(queryClient.getQueryData(keys.marketplaceSession)).toEqual({
      id: 'a1',
      email: 'client@example.test',
      displayName: null,
    });
    expect(mockedLogIn).toHaveBeenCalledWith('rentalPlace', { email: 'client@example.test', password: 'secret-123' });
  });
});
