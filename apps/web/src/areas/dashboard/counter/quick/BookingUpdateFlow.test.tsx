import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../../api/client.ts';
import type { OrderBody } from '../../../../api/orders.ts';
import { renderAsManager } from '../../orders/shared/testSession.tsx';
import { BookingUpdateFlow } from './BookingUpdateFlow.tsx';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const line = (id: string, kind: string, itemId: string, name: string, quantity: number) => ({
  id,
  kind,
  itemId,
  name,
  quantity,
  parentLineId: null,
  returnedQuantity: 0,
});

/** Booking no. 41, to come: 2 bikes (B1 given already) and a cleaning, with a note and custom inputs. */
const order = {
  id: 'o-1',
  number: 41,
  status: 'TO_COME',
  type: 'ORDER',
  isLate: false,
  createdFrom: 'DASHBOARD',
  startDate: '2030-07-11T08:00:00.000Z',
  endDate: '2030-07-12T16:00:00.000Z',
  customer: { id: 'c-1', displayName: 'Léa Martin', email: null, phone: null },
  manualDiscount: 0,
  promoCode: null,
  delivery: null,
  notes: 'Casque taille M',
  externalInvoiceNumber: null,
  customInputs: { height: '172' },
  referral: null,
  lines: [line('l-bike', 'product', 'bike', 'VTT', 2), line('l-clean', 'service', 'clean', 'Nettoyage', 1)],
  units: [
    {
      subProductId: 'u-B1',
      productId: 'bike',
      qrCodeValue: 'B1',
      serialNumber: null,
      status: 'WAITING',
      returnedAt: null,
    },
  ],
  updatedAt: '2030-07-01T10:00:00.000Z',
};

const unit = (code: string, productId: string, name: string) => ({
  id: `u-${code}`,
  productId,
  qrCodeValue: code,
  serialNumber: null,
  product: { id: productId, name },
});
const UNITS: Record<string, ReturnType<typeof unit>> = {
  B1: unit('B1', 'bike', 'VTT'),
  H1: unit('H1', 'helmet', 'Casque'),
};

/** Free over the booking's period, the booking left out. */
const AVAILABLE = [
  { kind: 'product', id: 'helmet', name: 'Casque', stockMode: 'QUANTITY', available: 3 },
  { kind: 'product', id: 'lock', name: 'Antivol', stockMode: 'QUANTITY', available: 0 },
  { kind: 'product', id: 'bike', name: 'VTT', stockMode: 'SERIALIZED', available: 2 },
  { kind: 'pack', id: 'family', name: 'Pack famille', stockMode: null, available: 4 },
];

const apiError = (status: number, code: string, details: Record<string, unknown>) =>
  new ApiError(status, { code, message: code, details } as ConstructorParameters<typeof ApiError>[1]);

/** What updateOrder answers, call after call. */
let updateAnswers: (ApiError | typeof order)[] = [];

const sentBodies = () =>
  mockedApi.mock.calls
    .filter(([operationId]) => operationId === 'updateOrder')
    .map(([, args]) => (args as unknown as { body: OrderBody }).body);

async function scanCode(code: string) {
  await userEvent.type(await screen.findByLabelText('Code QR'), `${code}{Enter}`);
}

describe('changing a booking at the counter', () => {
  beforeEach(() => {
    updateAnswers = [];
    mockedApi.mockReset();
    mockedApi.mockImplementation(async (operationId, args) => {
      const path = (args as { params?: { path?: Record<string, string>; query?: Record<string, unknown> } })?.params;
      switch (operationId) {
        case 'getOrder':
          return order as never;
        case 'getSubProductByQrCode': {
          const found = UNITS[path?.path?.qrCodeValue ?? ''];
          if (!found) throw apiError(404, 'notFound', {});
          return found as never;
        }
        case 'listOrdersOfUnit':
          return [] as never;
        case 'lcdAvailability':
          return { opening: { open: true, problems: [] }, items: AVAILABLE } as never;
        case 'getProductsByCompany':
        case 'getPacksByCompany':
        case 'getServicesByCompany':
          return { items: [], total: 0, limit: 500 } as never;
        case 'listOrders':
          return { items: [{ ...order, id: 'o-12', number: 12 }], total: 1, skip: 0, limit: 5 } as never;
        case 'listOrdersInRange':
          return {
            items: [{ ...order, id: 'o-9', number: 9 }],
            total: 1,
            page: 1,
            limit: 20,
          } as never;
        case 'updateOrder': {
          const answer = updateAnswers.shift();
          if (answer instanceof ApiError) throw answer;
          return answer as never;
        }
        default:
          return [] as never;
      }
    });
  });

  it('adds a scanned unit of another product, removes a line, shows a refusal and saves on the second try', async () => {
    const conflicts = [{ productId: 'helmet', name: 'Casque', requested: 1, available: 0, nextFreeAt: null }];
    updateAnswers = [
      apiError(409, 'notAvailable', { conflicts }),
      { ...order, updatedAt: '2030-07-01T10:05:00.000Z', lines: [order.lines[0]] },
    ];
    renderAsManager(<BookingUpdateFlow mode="QR_SCANNING" orderId="o-1" onOrder={vi.fn()} />);
    const bikes = await screen.findByTestId('booking-line-bike');
    expect(within(bikes).getByText('B1')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Enregistrer les modifications' });
    expect(save).toHaveProperty('disabled', true);

    await scanCode('B1');
    await waitFor(() =>
      expect(screen.getByTestId('scan-feedback').textContent).toBe('B1 (VTT) est déjà sur cette commande'),
    );
    await scanCode('H1');
    await waitFor(() => expect(screen.queryByTestId('scanned-H1')).not.toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Retirer la ligne Nettoyage' }));
    expect(screen.queryByTestId('booking-line-clean')).toBeNull();

    await userEvent.click(save);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Casque : 1 demandé, 0 libre.');
    expect(screen.queryByTestId('scanned-H1')).not.toBeNull();

    await userEvent.click(save);
    await screen.findByText('Commande n° 41 modifiée');
    const [first, second] = sentBodies();
    expect(second).toEqual(first);
    expect(first).toMatchObject({
      startDate: '2030-07-11T10:00',
      endDate: '2030-07-12T18:00',
      customerId: 'c-1',
      products: [
        { productId: 'bike', quantity: 2 },
        { productId: 'helmet', quantity: 1, subProductIds: ['u-H1'] },
      ],
      services: [],
      notes: 'Casque taille M',
      customInputs: { height: '172' },
    });
    await waitFor(() => expect(screen.queryByTestId('scanned-H1')).toBeNull());
  });

  it('drops a scanned unit another order has over the period, naming that order', async () => {
    updateAnswers = [apiError(409, 'unitTaken', { subProductId: 'u-H1', qrCodeValue: 'H1', orderNumber: 7 })];
    renderAsManager(<BookingUpdateFlow mode="QR_SCANNING" orderId="o-1" onOrder={vi.fn()} />);
    await scanCode('H1');
    await waitFor(() => expect(screen.queryByTestId('scanned-H1')).not.toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() =>
      expect(screen.getByTestId('scan-feedback').textContent).toBe(
        'H1 est réservé par la commande n° 7 sur cette période',
      ),
    );
    expect(screen.queryByTestId('scanned-H1')).toBeNull();
    expect(screen.getByTestId('booking-line-bike')).toBeTruthy();
  });

  it('adds a product counted by quantity by hand, as a new line, then one more of it', async () => {
    updateAnswers = [{ ...order, updatedAt: '2030-07-01T10:05:00.000Z' }];
    renderAsManager(<BookingUpdateFlow mode="MANUAL" orderId="o-1" onOrder={vi.fn()} />);
    const picker = await screen.findByRole('combobox', { name: 'Ajouter un produit' });
    await waitFor(() => expect(picker).toHaveProperty('disabled', false));
    const user = userEvent.setup();
    const option = async (name: string) => {
      await user.click(picker);
      return screen.findByRole('option', { name, hidden: true });
    };

    expect((await option('Antivol · 0 dispo.')).getAttribute('aria-disabled')).toBe('true');
    // the booking's 2 bikes take the 2 free
    expect((await option('VTT · 0 dispo.')).getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('option', { name: /Pack famille/, hidden: true })).toBeNull();
    fireEvent.click(await option('Casque · 3 dispo.'));
    const helmets = await screen.findByTestId('booking-line-helmet');
    expect(within(helmets).getByLabelText('Quantité de Casque')).toHaveProperty('value', '1');
    fireEvent.click(await option('Casque · 2 dispo.'));
    await waitFor(() => expect(within(helmets).getByLabelText('Quantité de Casque')).toHaveProperty('value', '2'));

    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    expect(sentBodies()[0].products).toEqual([
      { productId: 'bike', quantity: 2 },
      { productId: 'helmet', quantity: 2 },
    ]);
    expect(mockedApi).toHaveBeenCalledWith('lcdAvailability', {
      params: {
        query: {
          startDate: '2030-07-11T10:00',
          endDate: '2030-07-12T18:00',
          excludeOrderId: 'o-1',
          allowWithoutPrice: true,
        },
      },
    });
  }, 30_000);

  it('finds a booking of another day by its customer', async () => {
    const onOrder = vi.fn();
    renderAsManager(<BookingUpdateFlow mode="MANUAL" orderId={null} onOrder={onOrder} />);
    expect(screen.queryByLabelText('Code QR')).toBeNull();
    await userEvent.type(screen.getByLabelText('Chercher par client ou numéro de commande'), 'Martin');
    await userEvent.click(await screen.findByRole('button', { name: 'Choisir la commande n° 9' }));
    expect(onOrder).toHaveBeenCalledWith('o-9');
    expect(mockedApi).toHaveBeenCalledWith('listOrdersInRange', {
      params: {
        query: { searchCustomer: 'Martin', state: 'TO_COME,IN_PROGRESS,NOT_PRE_BOOKING,NOT_CANCELED', limit: 20 },
      },
    });
  });

  it('finds a booking by its number', async () => {
    const onOrder = vi.fn();
    renderAsManager(<BookingUpdateFlow mode="MANUAL" orderId={null} onOrder={onOrder} />);
    await userEvent.type(screen.getByLabelText('Chercher par client ou numéro de commande'), '#12');
    await userEvent.click(await screen.findByRole('button', { name: 'Choisir la commande n° 12' }));
    expect(onOrder).toHaveBeenCalledWith('o-12');
    expect(mockedApi).toHaveBeenCalledWith('listOrders', { params: { query: { number: '12', limit: 5 } } });
  });
});
