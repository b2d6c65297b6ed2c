import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../../api/client.ts';
import type { Me } from '../../../../api/types.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { MeContext } from '../../MeContext.tsx';
import { renderAsManager, shopManager } from '../../orders/shared/testSession.tsx';
import { HandOutPanel } from './HandOutPanel.tsx';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

/** Order no. 41, booked from Saturday 11 July 2043 10:00 (Paris): one bike, unit B1 given in advance. */
const order = {
  id: 'o-1',
  number: 41,
  status: 'TO_COME',
  type: 'ORDER',
  isLate: false,
  startDate: '2043-07-11T08:00:00.000Z',
  endDate: '2043-07-12T16:00:00.000Z',
  customer: { id: 'c-1', displayName: 'Léa Martin', email: null, phone: null },
  lines: [{ id: 'l-1', kind: 'product', itemId: 'bike', name: 'VTT', quantity: 1, parentLineId: null }],
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
};
const preview = {
  early: true,
  bookedStart: order.startDate,
  start: '2043-07-09T08:00:00.000Z',
  end: order.endDate,
  oldTotal: 40,
  newTotal: 64.5,
  difference: 24.5,
};

const apiError = (status: number, code: string, details: Record<string, unknown>) =>
  new ApiError(status, { code, message: code, details } as ConstructorParameters<typeof ApiError>[1]);

let handOutAnswers: unknown[] = [];
const handOutBodies = () =>
  mockedApi.mock.calls.filter(([id]) => id === 'readyToGo').map(([, args]) => (args as { body: unknown }).body);

describe('handing out before the booked start', () => {
  beforeEach(() => {
    handOutAnswers = [];
    mockedApi.mockReset();
    mockedApi.mockImplementation(async (operationId) => {
      switch (operationId) {
        case 'getOrder':
          return order as never;
        case 'allocateMaterial':
          return [{ productId: 'bike', name: 'VTT', stockMode: 'SERIALIZED', free: [] }] as never;
        case 'previewEarlyHandOut':
          return preview as never;
        case 'readyToGo': {
          const answer = handOutAnswers.shift();
          if (answer instanceof ApiError) throw answer;
          return answer as never;
        }
        default:
          return [] as never;
      }
    });
  });

  it('warns, shows old → new price and the difference, and refusing writes nothing', async () => {
    const onDone = vi.fn();
    renderAsManager(<HandOutPanel orderId="o-1" mode="MANUAL" onDone={onDone} />);
    expect(await screen.findByText(/Réservée à partir du sam\. 11 juil\..*10:00/)).toBeTruthy();
    expect(screen.queryByTestId('early-start-offer')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Remettre avant le début…' }));
    const offer = await screen.findByTestId('early-start-offer');
    const text = (offer.textContent ?? '').replace(/\s/g, ' ');
    expect(text).toContain('Prix actuel40,00 €');
    expect(text).toContain('Nouveau prix64,50 €');
    expect(within(offer).getByTestId('early-start-difference').textContent?.replace(/\s/g, ' ')).toBe('+24,50 €');
    expect(within(offer).getByText(/Début : sam\. 11 juil\..*→ jeu\. 9 juil\./)).toBeTruthy();

    await userEvent.click(within(offer).getByRole('button', { name: 'Garder la réservation' }));
    expect(screen.queryByTestId('early-start-offer')).toBeNull();
    expect(handOutBodies()).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('confirming moves the start and hands out in one call, at the price shown', async () => {
    const done = { ...order, status: 'IN_PROGRESS', startDate: preview.start };
    handOutAnswers = [done];
    const onDone = vi.fn();
    renderAsManager(<HandOutPanel orderId="o-1" mode="MANUAL" onDone={onDone} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remettre avant le début…' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Avancer le début et remettre' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onDone.mock.calls[0][0]).toEqual(done);
    expect(handOutBodies()).toEqual([{ qrCodeValues: [], startNow: true, expectedTotal: 64.5 }]);
  });

  it('names the unit another order has before the start, and reads the price again when it changed', async () => {
    handOutAnswers = [
      apiError(409, 'unitTaken', { qrCodeValue: 'B1', orderNumber: 38, subProductId: 'u-B1' }),
      apiError(409, 'pricesChanged', { total: 70 }),
    ];
    renderAsManager(<HandOutPanel orderId="o-1" mode="MANUAL" onDone={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remettre avant le début…' }));
    const confirm = await screen.findByRole('button', { name: 'Avancer le début et remettre' });
    await userEvent.click(confirm);
    const offer = screen.getByTestId('early-start-offer');
    expect((await within(offer).findByRole('alert')).textContent).toBe(
      'B1 est réservé par la commande n° 38 avant le début : le début ne peut pas être avancé.',
    );
    const reads = mockedApi.mock.calls.filter(([id]) => id === 'previewEarlyHandOut').length;
    await userEvent.click(confirm);
    await waitFor(() => expect(within(offer).getByRole('alert').textContent).toContain('Le prix a changé'));
    await waitFor(() =>
      expect(mockedApi.mock.calls.filter(([id]) => id === 'previewEarlyHandOut').length).toBe(reads + 1),
    );
  });

  it('an order whose start has come is handed out at once, without the offer', async () => {
    const started = { ...order, startDate: '2020-07-11T08:00:00.000Z' };
    mockedApi.mockImplementation(async (operationId) => {
      if (operationId === 'getOrder') return started as never;
      if (operationId === 'allocateMaterial')
        return [{ productId: 'bike', name: 'VTT', stockMode: 'SERIALIZED', free: [] }] as never;
      if (operationId === 'readyToGo') return { ...started, status: 'IN_PROGRESS' } as never;
      return [] as never;
    });
    const onDone = vi.fn();
    renderAsManager(<HandOutPanel orderId="o-1" mode="MANUAL" onDone={onDone} />);
    await userEvent.click(await screen.findByRole('button', { name: /Remettre \(1/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(handOutBodies()).toEqual([{ qrCodeValues: [] }]);
    expect(mockedApi.mock.calls.some(([id]) => id === 'previewEarlyHandOut')).toBe(false);
  });

  it('waits for a code still being looked up before handing out, and sends it', async () => {
    const started = { ...order, startDate: '2020-07-11T08:00:00.000Z', units: [] };
    let answerLookup: (unit: unknown) => void = () => {};
    mockedApi.mockImplementation(async (operationId) => {
      switch (operationId) {
        case 'getOrder':
          return started as never;
        case 'allocateMaterial':
          return [{ productId: 'bike', name: 'VTT', stockMode: 'SERIALIZED', free: [] }] as never;
        case 'getSubProductByQrCode':
          return new Promise((resolve) => {
            answerLookup = resolve;
          }) as never;
        case 'readyToGo':
          return { ...started, status: 'IN_PROGRESS' } as never;
        default:
          return [] as never;
      }
    });
    const onDone = vi.fn();
    renderAsManager(<HandOutPanel orderId="o-1" mode="QR_SCANNING" onDone={onDone} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code QR' }), 'B2{Enter}');
    const handOut = screen.getByRole('button', { name: /Remettre/ });
    expect(handOut.hasAttribute('disabled') || handOut.getAttribute('data-loading') !== null).toBe(true);
    await userEvent.click(handOut).catch(() => {});
    expect(handOutBodies()).toEqual([]);

    answerLookup({
      id: 'u-B2',
      productId: 'bike',
      product: { name: 'VTT' },
      qrCodeValue: 'B2',
      serialNumber: null,
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Remettre \(1/ }).hasAttribute('disabled')).toBe(false),
    );
    await userEvent.click(screen.getByRole('button', { name: /Remettre \(1/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(handOutBodies()).toEqual([{ qrCodeValues: ['B2'] }]);
  });

  it('someone who only reads orders sees the warning, not the hand-out', async () => {
    const reader = { ...shopManager, membership: { isManager: false, access: { orders: 'read' } } } as unknown as Me;
    renderWithProviders(
      <MeContext.Provider value={reader}>
        <HandOutPanel orderId="o-1" mode="MANUAL" onDone={vi.fn()} />
      </MeContext.Provider>,
    );
    expect(await screen.findByText(/Réservée à partir du/)).toBeTruthy();
    expect(screen.getByTestId('read-only-notice')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remettre/ })).toBeNull();
  });
});
