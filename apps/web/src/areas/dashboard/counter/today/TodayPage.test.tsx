import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../api/client.ts';
import type { Me } from '../../../../api/types.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { MeContext } from '../../MeContext.tsx';
import { renderAsManager, shopManager } from '../../orders/shared/testSession.tsx';
import { TodayPage } from './TodayPage.tsx';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const summary = (id: string, number: number, customer: string | null) => ({
  id,
  number,
  status: 'TO_COME',
  type: 'ORDER',
  closedAsNoShow: false,
  isRequest: false,
  isLate: false,
  startDate: '2026-07-04T08:00:00.000Z',
  endDate: '2026-07-05T16:00:00.000Z',
  customer: customer ? { id: `c-${id}`, displayName: customer, email: null, phone: null } : null,
  totalTTC: 40,
  paymentStatus: 'NOT_PAID',
  createdFrom: 'DASHBOARD',
  productNames: ['VTT'],
  unitCount: 0,
  createdAt: '2026-07-01T08:00:00.000Z',
});

let noShows = [summary('o-7', 7, 'Léa Martin'), summary('o-8', 8, null)];

const stateOf = (args: unknown) => (args as { params?: { query?: { state?: string } } })?.params?.query?.state;

describe("the Today screen's no-shows", () => {
  beforeEach(() => {
    noShows = [summary('o-7', 7, 'Léa Martin'), summary('o-8', 8, null)];
    mockedApi.mockReset();
    mockedApi.mockImplementation(async (operationId, args) => {
      if (operationId === 'listOrdersInRange') {
        const items = stateOf(args) === 'NO_SHOW' ? noShows : [];
        return { items, total: items.length, page: 1, limit: 100 } as never;
      }
      if (operationId === 'closeNoShow') {
        const orderId = (args as unknown as { params: { path: { orderId: string } } }).params.path.orderId;
        const closed = noShows.find((o) => o.id === orderId)!;
        noShows = noShows.filter((o) => o.id !== orderId);
        return { ...closed, type: 'CANCELED', closedAsNoShow: true, lines: [], units: [] } as never;
      }
      return [] as never;
    });
  });

  it('lists the orders that never left, and closes one after a second tap', async () => {
    renderAsManager(<TodayPage />);
    const list = await screen.findByTestId('no-shows');
    expect(within(list).getByText('Absents')).toBeTruthy();
    expect(within(list).getByText('2')).toBeTruthy();
    expect(within(screen.getByTestId('no-show-7')).getByText('#7 · Léa Martin')).toBeTruthy();
    expect(within(screen.getByTestId('no-show-8')).getByText('#8 · Sans client')).toBeTruthy();

    const card = screen.getByTestId('no-show-7');
    await userEvent.click(within(card).getByRole('button', { name: 'Clore comme absent' }));
    expect(mockedApi.mock.calls.some(([id]) => id === 'closeNoShow')).toBe(false);
    await userEvent.click(within(card).getByRole('button', { name: 'Confirmer : n° 7 absent' }));
    await waitFor(() => expect(screen.queryByTestId('no-show-7')).toBeNull());
    const closes = mockedApi.mock.calls.filter(([id]) => id === 'closeNoShow');
    expect(closes).toHaveLength(1);
    expect(closes[0][1]).toMatchObject({ params: { path: { orderId: 'o-7' } } });
    expect(screen.getByTestId('no-show-8')).toBeTruthy();
  });

  it('shows nothing when there is no no-show', async () => {
    noShows = [];
    renderAsManager(<TodayPage />);
    await waitFor(() => expect(mockedApi.mock.calls.some(([, a]) => stateOf(a) === 'NO_SHOW')).toBe(true));
    expect(screen.queryByTestId('no-shows')).toBeNull();
  });

  it('someone who only reads orders sees the no-shows without the close button', async () => {
    const reader = { ...shopManager, membership: { isManager: false, access: { orders: 'read' } } } as unknown as Me;
    renderWithProviders(
      <MeContext.Provider value={reader}>
        <TodayPage />
      </MeContext.Provider>,
    );
    await screen.findByTestId('no-show-7');
    expect(screen.queryByRole('button', { name: 'Clore comme absent' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ouvrir la commande n° 7' })).toBeTruthy();
  });
});
