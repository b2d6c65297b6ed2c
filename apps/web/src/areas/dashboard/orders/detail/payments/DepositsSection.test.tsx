import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../../api/client.ts';
import type { Deposit, OrderDeposits } from '../../../../../api/deposits.ts';
import type { Me } from '../../../../../api/types.ts';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { MeContext } from '../../../MeContext.tsx';
import { renderAsManager, shopManager } from '../../shared/testSession.tsx';
import { DepositsSection } from './DepositsSection.tsx';
import { ALL_PROVIDERS } from './ledgerRow.test-data.ts';

vi.mock('../../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const orderId = '01a2013d-04ed-7f40-8123-938d65ad2b3d';
const bailId = '01a2013d-04ed-7f40-8123-0000000000d1';
const bail = (extra: Partial<Deposit>): Deposit => ({
  id: bailId,
  provider: 'OFFLINE',
  status: 'SUCCEEDED',
  state: 'HELD',
  method: 'CHECK',
  amount: 300,
  held: 300,
  captured: 0,
  released: 0,
  paymentDate: '2026-10-01T08:00:00.000Z',
  note: null,
  createdAt: '2026-10-01T08:00:00.000Z',
  createdBy: null,
  movements: [],
  renewal: null,
  renews: null,
  ...extra,
});
const deposits = (bails: Deposit[]): OrderDeposits => ({
  orderId,
  toTake: 300,
  productsDeposit: 320.5,
  max: 300,
  askAtHandOut: false,
  held: bails.reduce((s, b) => s + b.held, 0),
  captured: bails.reduce((s, b) => s + b.captured, 0),
  bails,
});
const movement = (type: 'DEPOSIT_CAPTURE' | 'DEPOSIT_RELEASE', amount: number, reason: string | null) => ({
  id: `01a2013d-04ed-7f40-8123-0000000000${type === 'DEPOSIT_CAPTURE' ? 'e1' : 'e2'}`,
  type,
  status: 'SUCCEEDED' as const,
  amount,
  reason,
  note: null,
  createdAt: '2026-10-05T08:00:00.000Z',
  createdBy: null,
});
type Call = { params: { path: Record<string, string>; header: { 'idempotency-key': string } }; body: object };

describe('the deposit section of an order’s payments card', () => {
  beforeEach(() => mockedApi.mockReset());

  it('takes a cheque deposit, keeps 20 for a damaged helmet, gives back the rest, one key per dialog', async () => {
    let current = deposits([]);
    const calls: [string, Call][] = [];
    mockedApi.mockImplementation(async (operation, args) => {
      if (operation === 'paymentProviders') return ALL_PROVIDERS as never;
      const call = args as unknown as Call;
      if (operation === 'orderDeposits') return current as never;
      calls.push([operation, call]);
      if (operation === 'addOrderDeposits') current = deposits([bail({})]);
      if (operation === 'captureDeposit') {
        current = deposits([
          bail({
            state: 'PARTLY_CAPTURED',
            held: 280,
            captured: 20,
            movements: [movement('DEPOSIT_CAPTURE', 20, 'DAMAGE')],
          }),
        ]);
      }
      if (operation === 'releaseDeposit') {
        current = deposits([
          bail({
            state: 'PARTLY_CAPTURED',
            held: 0,
            captured: 20,
            released: 280,
            movements: [movement('DEPOSIT_CAPTURE', 20, 'DAMAGE'), movement('DEPOSIT_RELEASE', 280, null)],
          }),
        ]);
      }
      return current as never;
    });
    const user = userEvent.setup();
    renderAsManager(<DepositsSection orderId={orderId} canWrite />);
    expect(await screen.findByText(/Caution à prendre : 300,00/)).toBeTruthy();
    expect(screen.getByText(/Produits : 320,50.*plafond : 300,00/)).toBeTruthy();
    expect(screen.getByText('Aucune caution prise.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Prendre une caution' }));
    const record = await screen.findByRole('dialog');
    expect((within(record).getByRole('textbox', { name: 'Montant' }) as HTMLInputElement).value).toBe('300');
    await user.type(within(record).getByRole('textbox', { name: 'Note (facultatif)' }), 'Chèque 123');
    await user.click(within(record).getByRole('button', { name: 'Enregistrer' }));
    const held = await screen.findByRole('article', { name: /^Caution 300,00/ });
    expect(within(held).getByText('Détenue')).toBeTruthy();
    expect(calls[0]).toEqual([
      'addOrderDeposits',
      {
        params: { path: { orderId }, header: { 'idempotency-key': expect.any(String) } },
        body: { bails: [{ amount: 300, method: 'CHECK', note: 'Chèque 123' }] },
      },
    ]);

    await user.click(within(held).getByRole('button', { name: 'Encaisser une partie' }));
    const capture = await screen.findByRole('dialog');
    expect(within(capture).getByText(/Encore détenu : 300,00/)).toBeTruthy();
    await user.type(within(capture).getByRole('textbox', { name: 'Montant' }), '20');
    await user.click(within(capture).getByRole('button', { name: 'Encaisser' }));
    expect(await screen.findByText('Encaissée en partie')).toBeTruthy();
    expect(screen.getByText(/Caution encaissée 20,00.*Dégât/)).toBeTruthy();
    expect(calls[1]).toEqual([
      'captureDeposit',
      {
        params: { path: { id: bailId }, header: { 'idempotency-key': expect.any(String) } },
        body: { amount: 20, reason: 'DAMAGE' },
      },
    ]);

    const partly = screen.getByRole('article', { name: /^Caution 300,00/ });
    await user.click(within(partly).getByRole('button', { name: 'Restituer le reste' }));
    const release = await screen.findByRole('dialog', { name: /Restituer 280,00/ });
    await user.click(within(release).getByRole('button', { name: 'Restituer' }));
    expect(await screen.findByText(/Caution restituée 280,00/)).toBeTruthy();
    expect(calls[2][0]).toBe('releaseDeposit');
    const keys = calls.map(([, c]) => c.params.header['idempotency-key']);
    expect(new Set(keys).size).toBe(3);
    // nothing is held any more: nothing to capture, release or take back
    const done = screen.getByRole('article', { name: /^Caution 300,00/ });
    expect(within(done).queryAllByRole('button')).toHaveLength(0);
  });

  it('takes back a deposit recorded by mistake with its reason', async () => {
    let current = deposits([bail({ amount: 50, held: 50 })]);
    mockedApi.mockImplementation(async (operation, args) => {
      if (operation === 'paymentProviders') return ALL_PROVIDERS as never;
      if (operation === 'cancelOrderDeposit') {
        expect((args as unknown as Call).body).toEqual({ reason: 'Mauvaise commande' });
        expect((args as unknown as Call).params.path).toEqual({ orderId, bailId });
        current = deposits([bail({ amount: 50, held: 0, state: 'CANCELLED' })]);
      }
      return current as never;
    });
    const user = userEvent.setup();
    renderAsManager(<DepositsSection orderId={orderId} canWrite />);
    await user.click(await screen.findByRole('button', { name: 'Annuler' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Motif (facultatif)' }), 'Mauvaise commande');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler la caution' }));
    expect(await screen.findByText('Annulée')).toBeTruthy();
  });

  it('takes the deposit as a card hold on the provider’s page, and says when its renewal was refused', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      const url = 'http://localhost:3000/pay/sandbox/pi_sbx_1?secret=s';
      mockedApi.mockImplementation(async (operation, args) => {
        if (operation === 'paymentProviders') return ALL_PROVIDERS as never;
        if (operation === 'holdOrderDeposit') {
          expect((args as unknown as Call).params.path).toEqual({ orderId });
          return { paymentId: bailId, url } as never;
        }
        return deposits([]) as never;
      });
      const user = userEvent.setup();
      const { unmount } = renderAsManager(<DepositsSection orderId={orderId} canWrite />);
      await user.click(await screen.findByRole('button', { name: 'Empreinte bancaire' }));
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(url));
      unmount();

      const card = { provider: 'SANDBOX' as const, method: null, status: 'REQUIRES_CAPTURE' as const };
      mockedApi.mockResolvedValue(deposits([bail({ ...card, renewal: 'FAILED' })]) as never);
      renderAsManager(<DepositsSection orderId={orderId} canWrite />);
      const held = await screen.findByRole('article', { name: /^Caution 300,00/ });
      expect(within(held).getByText(/La carte a été refusée au renouvellement/)).toBeTruthy();
      expect(within(held).getByText(/^Empreinte bancaire ·/)).toBeTruthy();
      // a card hold is not taken back: it is released; nothing is missing, so no new hold is offered
      expect(within(held).queryByRole('button', { name: 'Annuler' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Empreinte bancaire' })).toBeNull();
      await user.click(within(held).getByRole('button', { name: 'Encaisser une partie' }));
      expect(await screen.findByText(/ce que vous ne gardez pas est rendu à la carte/)).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers a card hold and a deposit link only when the shop can take cards', async () => {
    for (const card of [true, false]) {
      mockedApi.mockImplementation(async (operation) =>
        operation === 'paymentProviders' ? ({ ...ALL_PROVIDERS, card } as never) : (deposits([]) as never),
      );
      const { unmount } = renderAsManager(<DepositsSection orderId={orderId} canWrite />);
      expect(await screen.findByRole('button', { name: 'Prendre une caution' })).toBeTruthy();
      await vi.waitFor(() => expect(mockedApi.mock.calls.some(([op]) => op === 'paymentProviders')).toBe(true));
      await vi.waitFor(() =>
        expect(
          [
            screen.queryByRole('button', { name: 'Empreinte bancaire' }),
            screen.queryByRole('button', { name: 'Envoyer un lien de caution' }),
          ].map(Boolean),
        ).toEqual([card, card]),
      );
      unmount();
      mockedApi.mockReset();
    }
  });

  it('shows deposits without any button to who only reads payments', async () => {
    mockedApi.mockResolvedValue(deposits([bail({})]) as never);
    const reader = {
      ...shopManager,
      membership: { isManager: false, access: { orders: 'read', payments: 'read' } },
    } as Me;
    renderWithProviders(
      <MeContext.Provider value={reader}>
        <DepositsSection orderId={orderId} canWrite={false} />
      </MeContext.Provider>,
    );
    expect(await screen.findByText('Détenue')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Caution' });
    expect(within(section).getByText(/Détenue : 300,00/)).toBeTruthy();
    expect(within(section).queryAllByRole('button')).toHaveLength(0);
  });
});
