import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../../api/client.ts';
import { renderAsManager } from '../shared/testSession.tsx';
import { OrderEditor } from './OrderEditor.tsx';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

// jsdom has no font loading; the autosized note fields listen to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

const BIKE = '01a2013d-04ed-7f40-8123-938d65ad2b3d';
const OTHER = '01a2013d-04e5-79ce-b4e5-beb547f258b4';
const product = (id: string, name: string) => ({
  id,
  name,
  isLCD: true,
  stockMode: 'QUANTITY',
  quantity: 4,
  productModel: { categoryId: 'cat' },
});

const answers: Record<string, unknown> = {
  getProductsByCompany: { items: [product(BIKE, 'Vélo de route'), product(OTHER, 'VTT')], total: 2, limit: 500 },
  getPacksByCompany: { items: [], total: 0, limit: 500 },
  getServicesByCompany: { items: [], total: 0, limit: 500 },
  listCustomers: { items: [], total: 0, limit: 25 },
  lcdAvailability: {
    opening: { open: true, problems: [] },
    items: [
      { kind: 'product', id: BIKE, name: 'Vélo de route', available: 3 },
      { kind: 'product', id: OTHER, name: 'VTT', available: 5 },
    ],
  },
  previewPrices: { totalGrossTTC: 130, totalTTC: 130, discount: 0, promo: null, lines: [{ net: 130 }] },
};

const notAvailable = new ApiError(409, {
  code: 'notAvailable',
  message: 'Not available',
  details: {
    conflicts: [
      {
        productId: BIKE,
        name: 'Vélo de route',
        requested: 3,
        available: 1,
        startDate: '2026-12-05T08:00:00.000Z',
        endDate: '2026-12-06T17:00:00.000Z',
        nextFreeAt: '2026-12-07T08:00:00.000Z',
        alternatives: [{ productId: OTHER, name: 'VTT', available: 5 }],
      },
    ],
  },
});

// Debounced availability and price reads make these runs slow on a busy machine.
describe('order editor', () => {
  beforeEach(() => {
    mockedApi.mockReset();
    mockedApi.mockImplementation(async (operationId) => {
      if (operationId === 'createOrder') throw notAvailable;
      return answers[operationId] as never;
    });
  });

  it('caps quantities at what is free, shows a 409 under its line and fixes it in one click', async () => {
    const prefill = {
      startDay: '2026-12-05',
      startTime: '09:00',
      endDay: '2026-12-06',
      endTime: '18:00',
      line: { kind: 'product' as const, id: BIKE, name: '', quantity: 3, subProductIds: [] },
    };
    renderAsManager(<OrderEditor prefill={prefill} onSaved={vi.fn()} onCancel={vi.fn()} />);
    const user = userEvent.setup();
    const line = await screen.findByRole('listitem', { name: 'Vélo de route' });
    await within(line).findByText('3 disponible(s) au maximum sur la période');

    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    const alert = await within(line).findByRole('alert');
    expect(alert.textContent).toContain('Vélo de route : 1 disponible(s) sur 3 demandé(s) pour cette période.');
    expect(alert.textContent).toContain('De nouveau disponible le 7 déc. 2026, 09:00.');
    expect(mockedApi).toHaveBeenCalledWith('createOrder', {
      body: expect.objectContaining({
        startDate: '2026-12-05T09:00',
        endDate: '2026-12-06T18:00',
        products: [{ productId: BIKE, quantity: 3 }],
      }),
    });

    await user.click(within(alert).getByRole('button', { name: 'Remplacer par VTT' }));
    expect(await screen.findByRole('listitem', { name: 'VTT' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  }, 30_000);

  it('moves the dates to the next free start, keeping the length of the rental', async () => {
    const prefill = {
      startDay: '2026-12-05',
      startTime: '09:00',
      endDay: '2026-12-06',
      endTime: '18:00',
      line: { kind: 'product' as const, id: BIKE, name: '', quantity: 1, subProductIds: [] },
    };
    renderAsManager(<OrderEditor prefill={prefill} onSaved={vi.fn()} onCancel={vi.fn()} />);
    const user = userEvent.setup();
    await screen.findByRole('listitem', { name: 'Vélo de route' });
    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    await user.click(await screen.findByRole('button', { name: 'Décaler les dates' }));
    await waitFor(() => expect(screen.getByLabelText(/^Date de début/)).toHaveProperty('value', '2026-12-07'));
    expect(screen.getByLabelText(/^Heure de début/)).toHaveProperty('value', '09:00');
    expect(screen.getByLabelText(/^Date de fin/)).toHaveProperty('value', '2026-12-08');
    expect(screen.getByLabelText(/^Heure de fin/)).toHaveProperty('value', '18:00');
  }, 30_000);
});
