import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../../api/client.ts';
import i18n from '../../../../../i18n/index.ts';
import { renderWithProviders } from '../../../../../test/render.tsx';
import type { OrderDocument } from './documentsApi.ts';
import { SendToSign } from './SendToSign.tsx';

vi.mock('../../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);
const orderId = '01a2013d-04ed-7f40-8123-938d65ad2b3d';
const contract = {
  id: '01a2013d-04ed-7f40-8123-938d65ad2b3e',
  key: 'k.pdf',
  kind: 'CONTRACT',
  language: 'en',
  status: 'GENERATED',
  signed: false,
} as OrderDocument;
const sentMail = (status: string) => ({
  documentId: contract.id,
  mailId: '01a2013d-04ed-7f40-8123-938d65ad2b40',
  to: 'anna@example.test',
  language: 'en',
  sentAt: '2026-09-01T08:00:00.000Z',
  delivery: { status, attempts: 0, error: null, lastAttemptAt: null, sentAt: null, failedAt: null },
});

describe('sending a document to sign', () => {
  beforeEach(async () => {
    mockedApi.mockReset();
    await i18n.changeLanguage('en');
  });

  it('mails the ready contract to the customer and then shows when and where it went, with its status', async () => {
    let sent: object[] = [];
    mockedApi.mockImplementation(async (operation, args) => {
      if (operation === 'listDocumentsSentToSign') return sent as never;
      if (operation === 'sendDocumentToSign') {
        expect(args).toEqual({ body: { orderId, documentId: contract.id } });
        sent = [sentMail('queued')];
        return sent[0] as never;
      }
      throw new Error(`unexpected ${operation}`);
    });
    renderWithProviders(<SendToSign orderId={orderId} document={contract} name="Contract (EN)" canWrite />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send Contract (EN) to the customer to sign' }));
    expect(await screen.findByText(/^Sent to sign to anna@example.test on /)).toBeTruthy();
    expect(screen.getByText('Waiting')).toBeTruthy();
    await waitFor(() => expect(mockedApi).toHaveBeenCalledWith('sendDocumentToSign', expect.anything()));
  });

  it('offers nothing for a signed document or without the right, but still tells it was sent', async () => {
    mockedApi.mockResolvedValue([sentMail('sent')] as never);
    renderWithProviders(
      <SendToSign orderId={orderId} document={{ ...contract, signed: true }} name="Contract (EN)" canWrite />,
    );
    expect(await screen.findByText('Sent')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /to sign/ })).toBeNull();
    renderWithProviders(<SendToSign orderId={orderId} document={contract} name="Contract (EN)" canWrite={false} />);
    await waitFor(() => expect(screen.getAllByText('Sent')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /to sign/ })).toBeNull();
  });
});
