import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../api/client.ts';
import type { Me } from '../../../../api/types.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { MeContext } from '../../MeContext.tsx';
import { renderAsManager, shopManager } from '../../orders/shared/testSession.tsx';
import { BookFlow } from './BookFlow.tsx';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const unit = (code: string, productId: string, name: string) => ({
  id: `u-${code}`,
  productId,
  qrCodeValue: code,
  serialNumber: null,
  product: { id: productId, name },
});
const UNITS: Record<string, ReturnType<typeof unit>> = {
  B1: unit('B1', 'bike', 'VTT'),
  B2: unit('B2', 'bike', 'VTT'),
  H1: unit('H1', 'helmet', 'Casque'),
};

const booked = (status: string) => ({
  id: 'o-50',
  number: 50,
  status,
  type: 'ORDER',
  isLate: false,
  startDate: '2030-07-10T08:00:00.000Z',
  endDate: '2030-07-10T10:00:00.000Z',
  customer: { id: 'c-9', displayName: 'Passant', email: null, phone: null },
  lines: [],
  units: [],
});

const calls = (operationId: string) =>
  mockedApi.mock.calls.filter(([id]) => id === operationId).map(([, args]) => (args as { body: never }).body);

async function scan(code: string) {
  await userEvent.type(await screen.findByLabelText('Code QR'), `${code}{Enter}`);
  await screen.findByText(code);
}

describe('a walk-in booking at the counter', () => {
  beforeEach(() => {
    mockedApi.mockReset();
    mockedApi.mockImplementation(async (operationId, args) => {
      const params = (args as { params?: { path?: Record<string, string> } })?.params;
      switch (operationId) {
        case 'getSubProductByQrCode':
          return UNITS[params?.path?.qrCodeValue ?? ''] as never;
        case 'previewPrices': {
          const items = (args as unknown as { body: { items: { id: string; quantity: number }[] } }).body.items;
          const bikes = items.find((i) => i.id === 'bike')?.quantity ?? 0;
          const helmets = items.find((i) => i.id === 'helmet')?.quantity ?? 0;
          const total = bikes * 30 + helmets * 6;
          return { totalTTC: total, vat: total / 6, deposit: bikes * 150 + helmets * 10 } as never;
        }
        case 'createOrder': {
          const body = (args as unknown as { body: { handOut?: boolean } }).body;
          return booked(body.handOut ? 'IN_PROGRESS' : 'TO_COME') as never;
        }
        default:
          return [] as never;
      }
    });
  });

  it('shows total, VAT and deposit as units are scanned, then books and hands out in one call', async () => {
    renderAsManager(<BookFlow mode="QR_SCANNING" />);
    await scan('B1');
    const price = await screen.findByTestId('walk-in-price');
    await waitFor(() => expect(price.textContent?.replace(/\s/g, ' ')).toContain('Total TTC30,00 €'));
    await scan('B2');
    await scan('H1');
    await waitFor(() => expect(price.textContent?.replace(/\s/g, ' ')).toContain('Total TTC66,00 €'));
    const text = price.textContent?.replace(/\s/g, ' ');
    expect(text).toContain('dont TVA11,00 €');
    expect(text).toContain('Caution à prendre310,00 €');
    expect(calls('previewPrices').at(-1)).toMatchObject({
      items: [
        { kind: 'product', id: 'bike', quantity: 2 },
        { kind: 'product', id: 'helmet', quantity: 1 },
      ],
      channel: 'DASHBOARD',
    });

    await userEvent.click(screen.getByText('Nouveau client'));
    await userEvent.type(screen.getByRole('textbox', { name: /Nom du client/ }), 'Passant');
    await userEvent.click(screen.getByRole('button', { name: 'Réserver et remettre' }));
    await screen.findByText('Commande n° 50 enregistrée');
    expect(calls('createOrder')).toHaveLength(1);
    expect(calls('createOrder')[0]).toMatchObject({
      handOut: true,
      createdFrom: 'QUICK_ORDER',
      products: [
        { productId: 'bike', quantity: 2, subProductIds: ['u-B1', 'u-B2'] },
        { productId: 'helmet', quantity: 1, subProductIds: ['u-H1'] },
      ],
    });
    expect(calls('readyToGo')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Remettre maintenant' })).toBeNull();
  });

  it('"Book" alone books without handing out, and offers the hand-out after', async () => {
    renderAsManager(<BookFlow mode="QR_SCANNING" />);
    await scan('B1');
    await userEvent.click(screen.getByText('Nouveau client'));
    await userEvent.type(screen.getByRole('textbox', { name: /Nom du client/ }), 'Passant');
    await userEvent.click(screen.getByRole('button', { name: 'Réserver (1 unité)' }));
    await screen.findByText('Commande n° 50 enregistrée');
    expect(calls('createOrder')[0]).not.toHaveProperty('handOut');
    expect(screen.getByRole('button', { name: 'Remettre maintenant' })).toBeTruthy();
  });

  it('someone who only reads orders sees the price but no booking button', async () => {
    const reader = { ...shopManager, membership: { isManager: false, access: { orders: 'read' } } } as unknown as Me;
    renderWithProviders(
      <MeContext.Provider value={reader}>
        <BookFlow mode="QR_SCANNING" />
      </MeContext.Provider>,
    );
    await scan('B1');
    await screen.findByTestId('walk-in-price');
    expect(screen.getByTestId('read-only-notice')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Réserver/ })).toBeNull();
  });
});
