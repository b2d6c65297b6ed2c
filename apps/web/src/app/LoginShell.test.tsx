import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { logIn } from '../api/login.ts';
import { BaseProviders } from './BaseProviders.tsx';
import LoginShell, { type Leave } from './LoginShell.tsx';

vi.mock('../api/login.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api/login.ts')>();
  return { ...actual, logIn: vi.fn() };
});
const mockedLogIn = vi.mocked(logIn);

function open(address: string) {
  window.history.replaceState(null, '', address);
  const leave = vi.fn<Leave>(async () => {});
  render(
    <BaseProviders>
      <LoginShell leave={leave} />
    </BaseProviders>,
  );
  return leave;
}

describe('a login page opened first', () => {
  beforeEach(() => mockedLogIn.mockReset());
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('hands the page asked for to the whole app once logged in, with the new session', async () => {
    const result = { kind: 'user', session: { role: 'manager' } } as never;
    mockedLogIn.mockResolvedValueOnce(result);
    const leave = open('/login?next=%2Fdashboard%2Forders');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'manager@demo.hirebase.test');
    await user.type(screen.getByLabelText('Mot de passe'), 'hirebase-demo');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    await waitFor(() => expect(leave).toHaveBeenCalledWith('/dashboard/orders', { replace: true, login: result }));
    expect(mockedLogIn).toHaveBeenCalledWith('dashboard', {
      email: 'manager@demo.hirebase.test',
      password: 'hirebase-demo',
    });
  });

  it('moves between login pages by itself, and leaves for any other page', async () => {
    mockedLogIn.mockRejectedValueOnce(new ApiError(401, { code: 'marketplaceAccount' }));
    const leave = open('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'client@demo.hirebase.test');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    await user.click(await screen.findByRole('link', { name: 'Aller à la connexion client' }));
    expect(window.location.pathname).toBe('/marketplace/login');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Espace client');
    expect(leave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Mot de passe oublié ?' }));
    expect(leave).toHaveBeenCalledWith('/marketplace/forgot-password', {});
  });
});
