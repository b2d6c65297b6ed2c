import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../../api/client.ts';
import { renderAsManager } from '../shared/testSession.tsx';
import { OrderDetail } from './OrderDetail.tsx';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const refusal = (status: number, code: string) =>
  new ApiError(status, { statusCode: status, code, message: code, requestId: 'req-1' });

describe('order detail of an order that is not there', () => {
  it('says the order was not found, with a way back to the list, not an error to retry', async () => {
    mockedApi.mockRejectedValue(refusal(404, 'notFound'));
    renderAsManager(<OrderDetail orderId="01a2013d-04ed-7f40-8123-938d65ad2b3d" onDeleted={() => {}} />);
    expect(await screen.findByText('Commande introuvable')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Commandes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('treats a malformed order id the same way', async () => {
    mockedApi.mockRejectedValue(refusal(400, 'validation'));
    renderAsManager(<OrderDetail orderId="not-an-id" onDeleted={() => {}} />);
    expect(await screen.findByText('Commande introuvable')).toBeTruthy();
  });

  it('still offers a retry when the server fails', async () => {
    mockedApi.mockRejectedValue(refusal(500, 'internal'));
    renderAsManager(<OrderDetail orderId="01a2013d-04ed-7f40-8123-938d65ad2b3d" onDeleted={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Réessayer' }, { timeout: 10_000 })).toBeTruthy();
  });
});
