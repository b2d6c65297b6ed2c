import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../api/client.ts';
import { renderWithProviders } from '../../test/render.tsx';
import MailboxPage from './MailboxPage.tsx';

vi.mock('../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const me = (role: 'admin' | 'manager', impersonatedBy: object | null = null) => ({
  user: { id: 'u1', email: 'someone@hirebase.test', firstName: 'Ada', lastName: 'L', role },
  company: null,
  companies: [],
  membership: null,
  impersonatedBy,
});
const mail = {
  id: 'm1',
  to: 'staff@demo.hirebase.test',
  subject: 'Réinitialisez votre mot de passe',
  text: 'Lien : http://localhost:3000/reset-password?token=abc',
  template: 'passwordReset',
  status: 'outbox',
  createdAt: '2026-05-01T10:00:00.000Z',
  sentAt: null,
};

/** Answers getMe with `session` (or its error) and devMailbox with `mailbox` (or its error). */
function answer(session: object | Error, mailbox: object | Error = { items: [mail] }) {
  mockedApi.mockImplementation(async (operation) => {
    const result = operation === 'getMe' ? session : operation === 'devMailbox' ? mailbox : {};
    if (result instanceof Error) throw result;
    return result as never;
  });
}
const notFound = () => new ApiError(404, { code: 'routeNotFound', message: 'No route GET /v2/dev/mailbox' });

describe('MailboxPage', () => {
  beforeEach(() => mockedApi.mockReset());

  it('shows an administrator the mails', async () => {
    answer(me('admin'));
    renderWithProviders(<MailboxPage />, { path: '/dev/mailbox' });
    // the first render of a file loads Mantine and the page: more than the default second
    expect(await screen.findByText('Réinitialisez votre mot de passe', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('sends a visitor without a session to the login page, asking nothing of the mailbox', async () => {
    answer(new ApiError(401, { code: 'authenticationRequired', message: 'Log in' }));
    const { router } = renderWithProviders(<MailboxPage />, { path: '/dev/mailbox' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/dev/mailbox')}`);
    expect(mockedApi.mock.calls.map(([operation]) => operation)).not.toContain('devMailbox');
  });

  it.each([
    ['a manager', me('manager'), { items: [mail] }],
    ['an administrator working as someone else', me('admin', { id: 'a1', email: 'a@x.y' }), { items: [mail] }],
    ['an administrator when the server has the mailbox off', me('admin'), notFound()],
  ])('is not found for %s', async (_, session, mailbox) => {
    answer(session, mailbox);
    renderWithProviders(<MailboxPage />, { path: '/dev/mailbox' });
    expect(await screen.findByText('404', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Réinitialisez votre mot de passe')).toBeNull();
  });
});
