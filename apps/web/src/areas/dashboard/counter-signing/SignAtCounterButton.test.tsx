import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client.ts';
import { drawStroke } from '../../../test/drawStroke.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DocumentsCard } from '../orders/detail/documents/DocumentsCard.tsx';

vi.mock('../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const orderId = '01a2013d-04ed-7f40-8123-938d65ad2b3d';
const contract = (signed: boolean, status = 'GENERATED') => ({
  id: '01a2013d-04ed-7f40-8123-938d65ad2b3e',
  key: '01a2013d-04ed-7f40-8123-938d65ad2b3e.pdf',
  orderId,
  kind: 'CONTRACT',
  documentModelId: null,
  language: 'en',
  status,
  signed,
  signedAt: signed ? '2026-09-01T09:00:00.000Z' : null,
  sha256: 'ab',
  size: 1200,
  fileName: 'contract.pdf',
  createdAt: '2026-09-01T08:00:00.000Z',
  generatedAt: '2026-09-01T08:00:01.000Z',
});

describe('signing a document of the order at the counter', () => {
  let signed = false;
  let body: Record<string, unknown> | undefined;
  beforeEach(() => {
    signed = false;
    body = undefined;
    mockedApi.mockReset();
    mockedApi.mockImplementation(async (operation, args) => {
      if (operation === 'listOrderDocuments') return [contract(signed)] as never;
      if (operation === 'getCounterSigningWords') {
        return { language: 'en', consent: 'I have read this document (API words).', employeeConsent: 'x' } as never;
      }
      if (operation === 'signOrderDocumentAtCounter') {
        body = (args as unknown as { body: Record<string, unknown> }).body;
        signed = true;
        return { status: 'SIGNED' } as never;
      }
      return undefined as never;
    });
  });

  it('opens the full-screen pad with the words of the API, signs, and the card shows the document signed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DocumentsCard orderId={orderId} canWrite />);
    await user.click(await screen.findByRole('button', { name: 'Faire signer Contrat (EN) au comptoir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signature au comptoir' });
    expect(within(dialog).getByText('Le client signe')).toBeTruthy();
    drawStroke(within(dialog).getByRole('img', { name: /Zone de signature/ }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'I have read this document (API words).' }));
    await user.click(within(dialog).getByRole('button', { name: 'Signer' }));
    // no name yet: nothing is sent
    expect(await within(dialog).findByText('Indiquez le nom du signataire.')).toBeTruthy();
    expect(body).toBeUndefined();
    await user.type(within(dialog).getByRole('textbox', { name: /Nom du signataire/ }), 'Amélie Poulain');
    await user.click(within(dialog).getByRole('button', { name: 'Signer' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({
      orderId,
      documentId: contract(false).id,
      signerName: 'Amélie Poulain',
      consent: true,
      language: 'en',
      signatureImage: expect.stringMatching(/^iVBORw0KGgo/),
    });
    expect(body).not.toHaveProperty('typedName');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Signé')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /au comptoir/ })).toBeNull();
  });

  it('is not offered on a document being generated, nor to staff who may only read', async () => {
    mockedApi.mockImplementation(async () => [contract(false, 'TO_GENERATE')] as never);
    const { unmount } = renderWithProviders(<DocumentsCard orderId={orderId} canWrite />);
    expect(await screen.findByText('Génération…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /au comptoir/ })).toBeNull();
    unmount();
    mockedApi.mockImplementation(async () => [contract(false)] as never);
    renderWithProviders(<DocumentsCard orderId={orderId} canWrite={false} />);
    expect(await screen.findByText('Prêt')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /au comptoir/ })).toBeNull();
  });
});
