import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client.ts';
import i18n from '../../../i18n/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import FailedMailPage from './FailedMailPage.tsx';

vi.mock('../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const mail = {
  id: '01a200ce-bb20-7ce4-9392-34cdff2e6b87',
  companyId: null,
  to: 'anna@example.test',
  subject: 'Your booking',
  template: 'orderConfirmation',
  status: 'failed',
  attempts: 8,
  error: 'connect ECONNREFUSED 10.0.0.5:25',
  createdAt: '2026-11-22T10:00:00.000Z',
  lastAttemptAt: '2026-11-22T12:00:00.000Z',
  failedAt: '2026-11-22T12:00:01.000Z',
};

describe('undelivered mail page', () => {
  beforeEach(async () => {
    mockedApi.mockReset();
    await i18n.changeLanguage('en');
  });

  it('lists the failed mails with their attempts and last error, and queues one again', async () => {
    let items = [mail];
    mockedApi.mockImplementation(async (operation) => {
      if (operation === 'adminListFailedMail') return { items, total: items.length, page: 1, limit: 50 } as never;
      if (operation === 'adminRetryFailedMail') {
        items = [];
        return { ...mail, status: 'queued', attempts: 0, failedAt: null } as never;
      }
      throw new Error(`unexpected ${operation}`);
    });
    renderWithProviders(<FailedMailPage />, { path: '/admin/mail' });
    const row = await screen.findByTestId('failed-mail-anna@example.test');
    expect(row.textContent).toContain('Your booking');
    expect(row.textContent).toContain('8');
    expect(row.textContent).toContain('ECONNREFUSED');
    await userEvent.click(screen.getByRole('button', { name: 'Retry the mail to anna@example.test' }));
    expect(mockedApi).toHaveBeenCalledWith('adminRetryFailedMail', { params: { path: { id: mail.id } } });
    expect(await screen.findByText('The mail to anna@example.test is queued again')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('No undelivered mail.')).toBeTruthy());
  });
});
