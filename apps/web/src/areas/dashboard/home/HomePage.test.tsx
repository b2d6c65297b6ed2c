import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client.ts';
import type { Me } from '../../../api/types.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import HomePage from '../HomePage.tsx';
import { MeContext } from '../MeContext.tsx';
import { shopManager } from '../orders/shared/testSession.tsx';
import { bookedOverDays, bookedStarting } from './homeLinks.ts';

vi.mock('../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const days = Array.from({ length: 14 }, (_, i) => ({
  date: `2026-07-${String(10 + i).padStart(2, '0')}`,
  orders: i === 0 ? 2 : 0,
  bookedTTC: i === 0 ? 120.5 : 0,
}));
const figures = {
  today: '2026-07-10',
  timeZone: 'Europe/Paris',
  orders: {
    departures: 3,
    returns: 1,
    late: 2,
    noShows: 1,
    requests: 4,
    messages: 0,
    days,
    utilisation: [{ categoryId: 'c1', name: { fr: 'VTT', en: 'Mountain bikes' }, capacity: 4, inUse: 3, percent: 75 }],
  },
  units: { outOfService: 1, maintenance: 0 },
};

const renderAs = (me: Me) =>
  renderWithProviders(
    <MeContext.Provider value={me}>
      <HomePage />
    </MeContext.Provider>,
  );
const tile = async (id: string) => screen.findByTestId(`home-figure-${id}`);

describe('HomePage', () => {
  beforeEach(() => {
    mockedApi.mockReset();
  });

  it('links each figure of the day to the list behind it, and each category to its products', async () => {
    mockedApi.mockResolvedValue(figures as never);
    renderAs(shopManager);
    expect((await tile('departures')).getAttribute('href')).toBe('/dashboard/orders?period=all&state=DEPARTURES');
    expect(within(await tile('departures')).getByText('3')).toBeTruthy();
    expect((await tile('returns')).getAttribute('href')).toBe('/dashboard/orders?period=all&state=RETURNS');
    expect((await tile('late')).getAttribute('href')).toBe('/dashboard/orders?period=all&state=LATE');
    expect((await tile('noShows')).getAttribute('href')).toBe('/dashboard/orders?period=all&state=NO_SHOW');
    expect((await tile('requests')).getAttribute('href')).toBe('/dashboard/counter/requests');
    expect((await tile('outOfService')).getAttribute('href')).toBe('/dashboard/catalogue?units=OUT_OF_SERVICE');
    expect((await tile('maintenance')).getAttribute('href')).toBe('/dashboard/catalogue?units=MAINTENANCE');
    expect(screen.getByRole('link', { name: 'VTT' }).getAttribute('href')).toBe('/dashboard/catalogue?categoryId=c1');
    expect(screen.getByText('3 sortis sur 4 · 75 %')).toBeTruthy();
    expect(mockedApi).toHaveBeenCalledWith('getDashboardHome');
  });

  it('shows an employee without orders access no order figure', async () => {
    mockedApi.mockResolvedValue({ ...figures, orders: null } as never);
    renderAs({ ...shopManager, membership: { isManager: false, access: { catalogue: 'read' } } } as unknown as Me);
    expect(await tile('outOfService')).toBeTruthy();
    expect(screen.queryByTestId('home-figure-departures')).toBeNull();
    expect(screen.queryByText('Utilisation par catégorie')).toBeNull();
  });

  it('asks nothing for an employee who may read neither orders nor the catalogue', async () => {
    renderAs({ ...shopManager, membership: { isManager: false, access: {} } } as unknown as Me);
    expect(await screen.findByTestId('home-company')).toBeTruthy();
    expect(mockedApi).not.toHaveBeenCalled();
  });

  it('links a day of the charts and the whole span to the booked orders starting then', () => {
    expect(bookedStarting('2026-07-12')).toBe(
      '/dashboard/orders?period=custom&from=2026-07-12&to=2026-07-12&state=BOOKED&starts=1',
    );
    expect(bookedOverDays('2026-07-25', 14)).toBe(
      '/dashboard/orders?period=custom&from=2026-07-25&to=2026-08-07&state=BOOKED&starts=1',
    );
  });
});
