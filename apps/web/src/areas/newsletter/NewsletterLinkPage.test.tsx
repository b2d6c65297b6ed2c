import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import i18n from '../../i18n/index.ts';
import { renderWithProviders } from '../../test/render.tsx';
import NewsletterLinkPage from './NewsletterLinkPage.tsx';

vi.mock('../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

describe('newsletter link pages', () => {
  beforeEach(async () => {
    mockedApi.mockReset();
    await i18n.changeLanguage('en');
  });

  it('confirms on a click only, with the token of the link', async () => {
    mockedApi.mockResolvedValue({ ok: true, message: 'The subscription is confirmed.' } as never);
    renderWithProviders(<NewsletterLinkPage action="confirm" />, { path: '/newsletter/confirm?token=abc.def-123' });
    const button = await screen.findByRole('button', { name: 'I confirm' });
    expect(mockedApi).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(mockedApi).toHaveBeenCalledWith('confirmNewsletterSubscription', { body: { token: 'abc.def-123' } });
    expect(await screen.findByText(/Done: you will receive the newsletter/)).toBeTruthy();
  });

  it('unsubscribes with the token, and says when the link has none', async () => {
    mockedApi.mockResolvedValue({ ok: true, message: 'The address is unsubscribed.' } as never);
    renderWithProviders(<NewsletterLinkPage action="unsubscribe" />, {
      path: '/newsletter/unsubscribe?token=t0k3n.sig',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe me' }));
    expect(mockedApi).toHaveBeenCalledWith('unsubscribeFromNewsletter', { body: { token: 't0k3n.sig' } });
    expect(await screen.findByText('Done: you are unsubscribed.')).toBeTruthy();
  });

  it('says when the link has no token', async () => {
    renderWithProviders(<NewsletterLinkPage action="unsubscribe" />, { path: '/newsletter/unsubscribe' });
    expect(await screen.findByText('This link is incomplete: open it from the mail you received.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
