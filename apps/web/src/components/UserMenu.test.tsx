import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../api/types.ts';
import { renderWithProviders } from '../test/render.tsx';
import { UserMenu } from './UserMenu.tsx';

const user = { id: 'u1', email: 'julie@shop.test', firstName: 'Julie', lastName: 'Morel' } as User;

describe('UserMenu', () => {
  it('opens on the first click with the account link and logout, and gives the focus back when closed', async () => {
    const onLogout = vi.fn();
    renderWithProviders(<UserMenu user={user} accountHref="/dashboard/account" onLogout={onLogout} />);
    const button = screen.getByRole('button', { name: 'Menu utilisateur' });
    expect(button.textContent).toContain('JM');
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();

    await userEvent.click(button);
    // jsdom lays nothing out, so the popover counts its dropdown as detached and hides it: `hidden: true`
    expect(await screen.findByRole('menu', { hidden: true })).toBeTruthy();
    expect(screen.getByText('julie@shop.test')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Mon compte', hidden: true }).getAttribute('href')).toBe(
      '/dashboard/account',
    );

    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu utilisateur' }));

    await userEvent.click(screen.getByRole('button', { name: 'Menu utilisateur' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Se déconnecter', hidden: true }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
