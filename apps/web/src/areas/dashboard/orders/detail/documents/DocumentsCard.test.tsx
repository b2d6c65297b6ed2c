import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../../api/client.ts';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { DocumentsCard } from './DocumentsCard.tsx';

vi.mock('../../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const orderId = '01a2013d-04ed-7f40-8123-938d65ad2b3d';
const document = (status: string, extra: object = {}) => ({
  id: '01a2013d-04ed-7f40-8123-938d65ad2b3e',
  key: '01a2013d-04ed-7f40-8123-938d65ad2b3e.pdf',
  orderId,
  kind: 'CONTRACT',
  documentModelId: '00000000-0000-4000-8000-000000000001',
  language: 'en',
  status,
  signed: false,
  signedAt: null,
  sha256: null,
  size: null,
  fileName: 'contract-01a2013d65ad2b3e.pdf',
  createdAt: '2026-09-01T08:00:00.000Z',
  generatedAt: null,
  ...extra,
});

describe('the documents card of an order', () => {
  beforeEach(() => mockedApi.mockReset());

  it('generates an English contract, shows it generating then ready, and deletes it', async () => {
    let listed: object[] = [];
    mockedApi.mockImplementation(async (operation, args) => {
      if (operation === 'listOrderDocuments') return listed as never;
      if (operation === 'generateOrderDocument') {
        expect(args).toEqual({ body: { kind: 'CONTRACT', language: 'en', orderId } });
        listed = [document('TO_GENERATE')];
        return listed[0] as never;
      }
      if (operation === 'deleteDocument') {
        listed = [];
        return { ok: true } as never;
      }
      return undefined as never;
    });
    renderWithProviders(<DocumentsCard orderId={orderId} canWrite />);
    expect(await screen.findByText('Aucun document pour cette commande.')).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Langue' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Anglais', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Générer' }));
    expect(await screen.findByText('Génération…')).toBeTruthy();
    // not downloadable while it is made
    expect(screen.queryByRole('button', { name: 'Télécharger Contrat (EN)' })).toBeNull();
    listed = [document('GENERATED', { sha256: 'ab', size: 1200, generatedAt: '2026-09-01T08:00:01.000Z' })];
    expect(await screen.findByText('Prêt', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Télécharger Contrat (EN)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Contrat (EN)' }));
    await waitFor(() =>
      expect(mockedApi).toHaveBeenCalledWith('deleteDocument', { params: { path: { key: document('x').key } } }),
    );
    expect(await screen.findByText('Aucun document pour cette commande.')).toBeTruthy();
  });

  it('without the orders write right: download only, no generating or deleting', async () => {
    mockedApi.mockResolvedValue([document('GENERATED', { signed: true })] as never);
    renderWithProviders(<DocumentsCard orderId={orderId} canWrite={false} />);
    expect(await screen.findByRole('button', { name: 'Télécharger Contrat (EN)' })).toBeTruthy();
    expect(screen.getByText('Signé')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Générer' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Supprimer/ })).toBeNull();
  });
});
