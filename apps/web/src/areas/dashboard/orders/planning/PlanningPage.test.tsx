import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../api/client.ts';
import { renderAsManager } from '../shared/testSession.tsx';
import PlanningPage from './PlanningPage.tsx';

vi.mock('../../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const SCOOTER = '01a2013d-04ed-7f40-8123-938d65ad2b3d';
const HELMET = '01a2013d-04e5-79ce-b4e5-beb547f258b4';
const unit = (id: string, qrCodeValue: string, downs: unknown[] = []) => ({
  id,
  qrCodeValue,
  serialNumber: null,
  size: null,
  state: 'GOOD',
  inService: true,
  downs,
});
const planningRows = {
  startDate: '2026-11-22T23:00:00.000Z',
  endDate: '2026-11-29T23:00:00.000Z',
  timeZone: 'Europe/Paris',
  days: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'],
  products: [
    {
      id: SCOOTER,
      name: 'Trottinette',
      categoryId: null,
      stockMode: 'SERIALIZED',
      capacity: 2,
      perDay: [],
      units: [
        unit('u1', 'SC-1'),
        unit('u2', 'SC-2', [{ start: '2026-11-27T08:00:00.000Z', end: '2026-11-28T08:00:00.000Z', reason: 'Pneu' }]),
      ],
    },
    {
      id: HELMET,
      name: 'Casque',
      categoryId: null,
      stockMode: 'QUANTITY',
      capacity: 10,
      units: [],
      perDay: ['23', '24', '25', '26', '27', '28', '29'].map((d) => ({
        day: `2026-11-${d}`,
        held: d === '24' ? 3 : 0,
        free: d === '24' ? 7 : 10,
      })),
    },
  ],
};
const order = (id: string, number: number, patch: object) => ({
  id,
  number,
  status: 'TO_COME',
  type: 'ORDER',
  isRequest: false,
  isLate: false,
  startDate: '2026-11-24T08:00:00.000Z',
  endDate: '2026-11-24T17:00:00.000Z',
  customer: { id: 'c', displayName: 'Léa Martin', email: null, phone: null },
  holds: [],
  units: [],
  ...patch,
});
const slot = (subProductId: string, status: string, start: string, end: string) => ({
  subProductId,
  productId: SCOOTER,
  qrCodeValue: subProductId,
  start,
  end,
  status,
});
const insideRange = {
  orders: [
    // handed out and back on Monday, booked again on Thursday: both stay on the unit's row
    order('o1', 11, {
      status: 'ENDED',
      startDate: '2026-11-23T08:00:00.000Z',
      endDate: '2026-11-23T17:00:00.000Z',
      units: [slot('u1', 'ENDED', '2026-11-23T08:00:00.000Z', '2026-11-23T17:00:00.000Z')],
    }),
    order('o2', 12, {
      startDate: '2026-11-26T08:00:00.000Z',
      endDate: '2026-11-26T17:00:00.000Z',
      units: [slot('u1', 'WAITING', '2026-11-26T08:00:00.000Z', '2026-11-26T17:00:00.000Z')],
    }),
    order('o3', 13, {
      holds: [
        {
          productId: HELMET,
          quantity: 3,
          start: '2026-11-24T08:00:00.000Z',
          end: '2026-11-24T17:00:00.000Z',
          departedAt: null,
          returnedAt: null,
        },
      ],
    }),
  ],
};

describe('the planning', () => {
  beforeEach(() => {
    mockedApi.mockReset();
    mockedApi.mockImplementation(async (operation: string) => {
      if (operation === 'planningRows') return planningRows;
      if (operation === 'listOrdersInsideRange') return insideRange;
      if (operation === 'listVerticaleCategories') return [];
      throw new Error(`unexpected call ${operation}`);
    });
  });

  it('shows every unit with all its bookings, downtime and the counts of quantity products', async () => {
    const { router } = renderAsManager(<PlanningPage />, {
      path: '/dashboard/orders/planning?zoom=week&day=2026-11-25',
    });
    const scooter = await screen.findByRole('region', { name: 'Trottinette' });
    const sc1 = within(scooter).getByRole('group', { name: 'Réservations de SC-1' });
    const bars = within(sc1).getAllByRole('button');
    expect(bars.map((b) => [b.textContent, b.dataset.kind])).toEqual([
      ['#11 Léa Martin', 'returned'],
      ['#12 Léa Martin', 'booking'],
    ]);
    expect(bars[0].getAttribute('aria-label')).toMatch(/^Commande #11 Léa Martin \(Rendu\), du /);
    const sc2 = within(scooter).getByRole('group', { name: 'Réservations de SC-2' });
    expect(within(sc2).getByRole('img').getAttribute('aria-label')).toMatch(/^Indisponible · Pneu · du /);

    const helmet = screen.getByRole('region', { name: 'Casque' });
    expect(within(helmet).getByText('3/10')).toBeTruthy();
    expect(within(helmet).getAllByText('0/10')).toHaveLength(6);
    expect(within(helmet).getByRole('button').dataset.kind).toBe('booking');

    // the legend names each kind of bar
    const legend = screen.getByRole('list', { name: 'Légende' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Réservé', 'Bloqué sans unité', 'Sorti', 'En retard', 'Rendu', 'Indisponible']);

    await userEvent.click(bars[1]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders/o2'));
    expect(mockedApi).toHaveBeenCalledWith('planningRows', {
      params: { query: { startDate: '2026-11-23', endDate: '2026-11-29' } },
    });
  });

  it('shows only the products picked in the filter', async () => {
    renderAsManager(<PlanningPage />, {
      path: `/dashboard/orders/planning?zoom=week&day=2026-11-25&products=${HELMET}`,
    });
    expect(await screen.findByRole('region', { name: 'Casque' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Trottinette' })).toBeNull();
  });
});
