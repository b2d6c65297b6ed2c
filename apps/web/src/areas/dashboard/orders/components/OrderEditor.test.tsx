import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../../api/client.ts';
import type { OrderBody, OrderView } from '../../../../api/orders.ts';
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
    await within(line).findByText('3 disponibles au maximum sur la période');

    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    const alert = await within(line).findByRole('alert');
    expect(alert.textContent).toContain('Vélo de route : 1 disponible sur 3 demandés pour cette période.');
    expect(alert.textContent).toContain('De nouveau disponible le 07/12/2026 09:00.');
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
    await waitFor(() => expect(screen.getByLabelText(/^Date de début/)).toHaveProperty('value', '07/12/2026'));
    // the time fields' pickers load on first show
    const time = async (name: string) => [
      ((await screen.findByLabelText(`${name} (h)`)) as HTMLInputElement).value,
      (screen.getByLabelText(`${name} (min)`) as HTMLInputElement).value,
    ];
    expect(await time('Heure de début')).toEqual(['09', '00']);
    expect(screen.getByLabelText(/^Date de fin/)).toHaveProperty('value', '08/12/2026');
    expect(await time('Heure de fin')).toEqual(['18', '00']);
  }, 30_000);
});

describe('order editor, packs with a category item', () => {
  const PACK = '01a2013d-04f0-7a11-9c3e-7d1f0b2c4e51';
  const ITEM = '01a2013d-04f0-7a11-9c3e-7d1f0b2c4e52';
  const pack = {
    id: PACK,
    name: 'Pack balade',
    type: 'CATEGORY',
    isLCD: true,
    items: [
      {
        id: ITEM,
        productId: null,
        product: null,
        categoryId: 'cat',
        category: { id: 'cat', verticale: 'BIKE', name: { fr: 'Vélos' } },
        quantity: 2,
      },
    ],
  };
  // An order whose pack was given two mountain bikes.
  const order = {
    id: '01a2013d-04f0-7a11-9c3e-7d1f0b2c4e60',
    number: 42,
    type: 'ORDER',
    startDate: '2026-12-05T08:00:00.000Z',
    endDate: '2026-12-06T17:00:00.000Z',
    customer: null,
    manualDiscount: 0,
    promoCode: null,
    delivery: null,
    notes: null,
    externalInvoiceNumber: null,
    lines: [
      { id: 'pack-line', kind: 'pack', itemId: PACK, parentLineId: null, name: 'Pack balade', quantity: 1 },
      { id: 'child-line', kind: 'product', itemId: OTHER, parentLineId: 'pack-line', name: 'VTT', quantity: 2 },
    ],
    units: [],
  } as unknown as OrderView;

  beforeEach(() => {
    mockedApi.mockReset();
    mockedApi.mockImplementation(async (operationId) => {
      if (operationId === 'updateOrder') return order as never;
      if (operationId === 'getPacksByCompany') return { items: [pack], total: 1, limit: 500 } as never;
      if (operationId === 'lcdAvailability') {
        return {
          opening: { open: true, problems: [] },
          items: [
            { kind: 'product', id: BIKE, name: 'Vélo de route', available: 0 },
            { kind: 'product', id: OTHER, name: 'VTT', available: 5 },
            { kind: 'pack', id: PACK, name: 'Pack balade', available: 2 },
          ],
        } as never;
      }
      return answers[operationId] as never;
    });
  });

  /** The packs of each updateOrder body sent. */
  const sentPacks = () =>
    mockedApi.mock.calls
      .filter(([op]) => op === 'updateOrder')
      .map(([, args]) => (args as unknown as { body: OrderBody }).body.packs);

  it('keeps the products the order has, shows sold-out ones disabled and can leave the choice to the API', async () => {
    renderAsManager(<OrderEditor order={order} onSaved={vi.fn()} onCancel={vi.fn()} />);
    const user = userEvent.setup();
    const line = await screen.findByRole('listitem', { name: 'Pack balade' });
    const choice = await within(line).findByRole('combobox', { name: 'Vélos (2 par pack)' });
    await waitFor(() => expect(choice).toHaveProperty('value', 'VTT · 5 dispo.'));

    await user.click(choice);
    // The list of this select (the item picker has its own, with the same products).
    const list = () => within(document.getElementById(choice.getAttribute('aria-controls') ?? '') as HTMLElement);
    await waitFor(() => expect(choice.getAttribute('aria-controls')).toBeTruthy());
    const soldOut = list().getByRole('option', { name: 'Vélo de route · 0 dispo.', hidden: true });
    expect(soldOut.getAttribute('aria-disabled')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(sentPacks()).toEqual([
        [{ packId: PACK, quantity: 1, selections: [{ packItemId: ITEM, productId: OTHER }] }],
      ]),
    );

    await user.click(choice);
    fireEvent.click(list().getByRole('option', { name: 'Le plus disponible (automatique)', hidden: true }));
    expect(choice).toHaveProperty('value', 'Le plus disponible (automatique)');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sentPacks()[1]).toEqual([{ packId: PACK, quantity: 1 }]));
  }, 30_000);

  it('shows a 400 about the pack’s choices on its select, not on its quantity', async () => {
    const refused = new ApiError(400, {
      code: 'validationFailed',
      message: `${OTHER} is not a product of this shop`,
      details: { field: 'packs[0].selections' },
    });
    const answer = mockedApi.getMockImplementation();
    mockedApi.mockImplementation(async (operationId, ...rest) => {
      if (operationId === 'updateOrder') throw refused;
      return answer?.(operationId, ...rest) as never;
    });
    renderAsManager(<OrderEditor order={order} onSaved={vi.fn()} onCancel={vi.fn()} />);
    const user = userEvent.setup();
    const line = await screen.findByRole('listitem', { name: 'Pack balade' });
    const choice = await within(line).findByRole('combobox', { name: 'Vélos (2 par pack)' });
    await waitFor(() => expect(choice).toHaveProperty('value', 'VTT · 5 dispo.'));

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const message = 'Choisissez un produit pour cet article du pack : le choix actuel ne peut pas être réservé';
    await within(line).findByText(message);
    expect(choice.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(choice.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(error?.textContent).toBe(message);
    expect(
      within(line).getByRole('textbox', { name: 'Quantité de Pack balade' }).getAttribute('aria-invalid'),
    ).not.toBe('true');

    // Another choice clears it.
    await user.click(choice);
    const list = within(document.getElementById(choice.getAttribute('aria-controls') ?? '') as HTMLElement);
    fireEvent.click(list.getByRole('option', { name: 'Le plus disponible (automatique)', hidden: true }));
    await waitFor(() => expect(within(line).queryByText(message)).toBeNull());
  }, 30_000);
});

describe('order editor, units chosen for a serialised product', () => {
  const UNIT = '01a2013d-04f0-7a11-9c3e-7d1f0b2c4e70';
  // A unit handed out before: it is no longer among the units never used.
  const unit = { id: UNIT, productId: BIKE, qrCodeValue: 'QR-0007', size: 'M', serialNumber: 'SN-41', inService: true };
  const order = {
    id: '01a2013d-04f0-7a11-9c3e-7d1f0b2c4e71',
    number: 43,
    type: 'ORDER',
    startDate: '2026-12-05T08:00:00.000Z',
    endDate: '2026-12-06T17:00:00.000Z',
    customer: null,
    manualDiscount: 0,
    promoCode: null,
    delivery: null,
    notes: null,
    externalInvoiceNumber: null,
    lines: [{ id: 'bike-line', kind: 'product', itemId: BIKE, parentLineId: null, name: 'Vélo de route', quantity: 1 }],
    units: [{ id: 'a1', subProductId: UNIT, productId: BIKE, qrCodeValue: 'QR-0007', serialNumber: 'SN-41' }],
  } as unknown as OrderView;

  beforeEach(() => {
    mockedApi.mockReset();
    mockedApi.mockImplementation(async (operationId) => {
      switch (operationId) {
        case 'getProductsByCompany':
          return {
            items: [{ ...product(BIKE, 'Vélo de route'), stockMode: 'SERIALIZED' }],
            total: 1,
            limit: 500,
          } as never;
        case 'getProductById':
          return { ...product(BIKE, 'Vélo de route'), stockMode: 'SERIALIZED', subProducts: [unit] } as never;
        case 'getSubProductsWithoutEvents':
          return [] as never;
        case 'lcdAvailability':
          // the unit is taken by another order over these dates
          return {
            opening: { open: true, problems: [] },
            items: [{ kind: 'product', id: BIKE, name: 'Vélo de route', available: 2, units: [] }],
          } as never;
        default:
          return answers[operationId] as never;
      }
    });
  });

  it('names a chosen unit that was handed out before, also when it is not free', async () => {
    renderAsManager(<OrderEditor order={order} onSaved={vi.fn()} onCancel={vi.fn()} />);
    const line = await screen.findByRole('listitem', { name: 'Vélo de route' });
    // the free units and the product are read after the debounced period
    await within(line).findByText('Non libre sur cette période : QR-0007 · M · SN-41', {}, { timeout: 10_000 });
    expect(within(line).getByText('QR-0007 · M · SN-41', { selector: '.mantine-Pill-label' })).toBeTruthy();
    expect(line.textContent).not.toContain(UNIT);
  }, 30_000);
});
