import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../../api/client.ts';
import type { Me } from '../../../../../api/types.ts';
import i18n from '../../../../../i18n/index.ts';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { MeContext } from '../../../MeContext.tsx';
import { OrderMailsCard } from './OrderMailsCard.tsx';

vi.mock('../../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);
const me = { company: { timezone: 'Europe/Paris' } } as unknown as Me;
const ORDER_ID = '01a200ce-bb20-7ce4-9392-34cdff2e6b87';

const mail = (id: string, subject: string, delivery: object) => ({
  id,
  orderId: ORDER_ID,
  to: ['anna@example.test'],
  cc: [],
  subject,
  text: 'Bonjour',
  lang: 'fr',
  attachments: [],
  sentBy: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  delivery: { attempts: 1, error: null, lastAttemptAt: null, sentAt: null, failedAt: null, ...delivery },
});

const show = (canWrite: boolean) =>
  renderWithProviders(
    <MeContext.Provider value={me}>
      <OrderMailsCard orderId={ORDER_ID} orderNumber={42} customerEmail="anna@example.test" canWrite={canWrite} />
    </MeContext.Provider>,
  );

describe("the order's mails", () => {
  beforeEach(async () => {
    mockedApi.mockReset();
    await i18n.changeLanguage('en');
  });

  it('lists the mails with their delivery status and the reason of a failure', async () => {
    mockedApi.mockResolvedValue([
      mail('m1', 'Your bike', { status: 'sent' }),
      mail('m2', 'Reminder', { status: 'failed', attempts: 8, error: 'mailbox refused' }),
    ] as never);
    show(false);
    const list = await screen.findByRole('list', { name: 'Mails' });
    expect(within(list).getByText('Your bike').closest('li')?.textContent).toContain('Sent');
    const failed = within(list).getByText('Reminder').closest('li')?.textContent ?? '';
    expect(failed).toContain('Failed');
    expect(failed).toContain('8 attempts — mailbox refused');
    expect(screen.queryByRole('button', { name: 'Send a mail' })).toBeNull();
  });

  it('sends a mail written in the form, to the customer first, with copies, a file and the language', {
    timeout: 60_000,
  }, async () => {
    let sent: FormData | undefined;
    mockedApi.mockImplementation(async (operation, args) => {
      if (operation === 'listOrderMails') return [] as never;
      if (operation === 'sendOrderMail') {
        sent = (args as unknown as { body: FormData }).body;
        return mail('m3', 'Access map', { status: 'queued', attempts: 0 }) as never;
      }
      throw new Error(`unexpected ${operation}`);
    });
    show(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Send a mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mail about order #42' });
    const form = within(dialog);
    expect((form.getByRole('textbox', { name: 'To' }) as HTMLInputElement).value).toBe('anna@example.test');

    await userEvent.type(form.getByRole('textbox', { name: 'Copy to' }), 'boss, ');
    await userEvent.click(form.getByRole('button', { name: 'Send' }));
    expect(await form.findByText('One of the addresses is not a mail address.')).toBeTruthy();
    expect(form.getByText('Give the subject of the mail.')).toBeTruthy();
    expect(mockedApi).not.toHaveBeenCalledWith('sendOrderMail', expect.anything());

    await userEvent.type(form.getByRole('textbox', { name: 'Copy to' }), '{Control>}a{/Control}boss@example.test');
    await userEvent.type(form.getByRole('textbox', { name: 'Subject' }), 'Access map');
    await userEvent.type(form.getByRole('textbox', { name: 'Message' }), 'Here is the map.');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'map.pdf', { type: 'application/pdf' }));
    const language = form.getByRole('combobox', { name: 'Language of the mail' });
    await userEvent.click(language);
    await waitFor(() => expect(language.getAttribute('aria-controls')).toBeTruthy());
    const options = within(document.getElementById(language.getAttribute('aria-controls') ?? '') as HTMLElement);
    fireEvent.click(options.getByRole('option', { name: 'Italian', hidden: true }));
    await userEvent.click(form.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(sent).toBeDefined());
    expect(Object.fromEntries([...(sent as FormData).entries()].filter(([k]) => k !== 'files'))).toEqual({
      orderId: ORDER_ID,
      to: 'anna@example.test',
      cc: 'boss@example.test',
      object: 'Access map',
      content: 'Here is the map.',
      lang: 'it',
    });
    expect(((sent as FormData).get('files') as File).name).toBe('map.pdf');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
