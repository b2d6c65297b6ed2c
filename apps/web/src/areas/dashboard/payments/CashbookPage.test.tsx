import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client.ts';
import type { Me } from '../../../api/types.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MeContext } from '../MeContext.tsx';
import { renderAsManager, shopManager } from '../orders/shared/testSession.tsx';
import CashbookPage from './CashbookPage.tsx';

vi.mock('../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const METHODS = ['CASH', 'CARD', 'CHECK', 'CHECK_VACANCES', 'TRANSFER', 'OTHER'];
const totals = (cash: number, card: number) =>
  METHODS.map((method) => {
    const net = method === 'CASH' ? cash : method === 'CARD' ? card : 0;
    return { method, in: net, out: 0, net, count: net ? 1 : 0 };
  });
const closing = {
  id: '01a2013d-04ed-7f40-8123-0000000000c1',
  number: 7,
  day: '2026-10-05',
  opening: 100,
  expected: 125.5,
  counted: 125,
  difference: -0.5,
  totals: totals(25.5, 20),
  total: 45.5,
  paymentCount: 2,
  note: null,
  closedAt: '2026-10-05T17:00:00.000Z',
  closedBy: null,
};

describe('the cashbook page', () => {
  beforeEach(() => {
    mockedApi.mockReset();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-05T15:00:00Z'));
  });

  it('shows the day per method and closes it after a confirmation: its Z report joins the list', async () => {
    let closed = false;
    mockedApi.mockImplementation(async (operation, args) => {
      if (operation === 'cashbookDay') {
        return {
          day: '2026-10-05',
          status: closed ? 'CLOSED' : 'OPEN',
          currency: 'EUR',
          opening: 100,
          totals: totals(25.5, 20),
          total: 45.5,
          expected: 125.5,
          closing: closed ? closing : null,
          payments: [],
        } as never;
      }
      if (operation === 'listCashbookClosings') {
        return { items: closed ? [closing] : [], total: closed ? 1 : 0, page: 1, limit: 10 } as never;
      }
      if (operation === 'closeCashbookDay') {
        expect(args).toEqual({
          params: { header: { 'idempotency-key': expect.any(String) } },
          body: { day: '2026-10-05', opening: 100, counted: 125 },
        });
        closed = true;
        return closing as never;
      }
      return undefined as never;
    });
    const user = userEvent.setup();
    renderAsManager(<CashbookPage />);
    const table = await screen.findByRole('table', { name: 'Livre de caisse' });
    const cash = within(table).getByRole('row', { name: /Espèces/ });
    expect(within(cash).getAllByText('25,50 €')).toHaveLength(2);
    expect(screen.getByText('125,50 €')).toBeTruthy();
    expect(screen.getByText('Aucune journée clôturée.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clôturer la journée' }));
    const dialog = await screen.findByRole('dialog');
    const counted = within(dialog).getByRole('textbox', { name: 'Espèces comptées' }) as HTMLInputElement;
    expect(counted.value).toBe('125.5');
    await user.clear(counted);
    await user.type(counted, '125');
    await user.click(within(dialog).getByRole('button', { name: 'Clôturer' }));
    expect(await screen.findByText('Clôturé — Z n° 7')).toBeTruthy();
    const zTable = screen.getByRole('table', { name: 'Tickets Z' });
    await waitFor(() => expect(within(zTable).getByText('-0,50 €')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Clôturer la journée' })).toBeNull();
  });

  it('offers no closing to who only reads payments', async () => {
    mockedApi.mockImplementation(async (operation) => {
      if (operation === 'cashbookDay') {
        return {
          day: '2026-10-05',
          status: 'OPEN',
          currency: 'EUR',
          opening: 0,
          totals: totals(0, 0),
          total: 0,
          expected: 0,
          closing: null,
          payments: [],
        } as never;
      }
      return { items: [], total: 0, page: 1, limit: 10 } as never;
    });
    const reader = { ...shopManager, membership: { isManager: false, access: { payments: 'read' } } } as Me;
    renderWithProviders(
      <MeContext.Provider value={reader}>
        <CashbookPage />
      </MeContext.Provider>,
    );
    expect(await screen.findByText('Ouvert')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clôturer la journée' })).toBeNull();
  });
});
