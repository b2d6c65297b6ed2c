import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../api/client.ts';
import type { CustomerDeposit } from '../../api/yourOrder.ts';
import { ORDER_ID, pageOf, renderPage, TOKEN } from './testPage.tsx';

vi.mock('../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

afterEach(() => {
  vi.unstubAllGlobals();
  mockedApi.mockReset();
});

const toLeave: CustomerDeposit = { toTake: 150, held: 0, toLeave: 150, state: 'TO_LEAVE' };
const CARD_PAGE = 'http://localhost/pay/sandbox/pi_sbx_9?secret=s';

/** The page answers with each deposit in turn (the last one stays); the deposit call answers `leave`. */
function answer(deposits: (CustomerDeposit | null)[], leave: () => unknown) {
  mockedApi.mockImplementation((async (operation: string) => {
    if (operation === 'getCustomerOrderPage') {
      return pageOf({
        order: { balance: 0, paid: 80 },
        deposit: deposits.length > 1 ? deposits.shift()! : deposits[0]!,
      });
    }
    if (operation === 'leaveOrderDeposit') return leave();
    return undefined;
  }) as never);
}

describe("the order page's deposit, when the shop holds deposits online", () => {
  it('offers to leave the deposit and opens the card page the API answers for this order', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    answer([toLeave], () => ({ url: CARD_PAGE, linkId: 'l1', amount: 150, currency: 'EUR' }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Deposit: €150.00' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Leave the deposit of €150.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CARD_PAGE));
    const call = mockedApi.mock.calls.find(([operation]) => operation === 'leaveOrderDeposit');
    expect(call?.[1]).toEqual({
      params: { path: { slug: 'velos-du-port', orderId: ORDER_ID }, query: { token: TOKEN } },
    });
  });

  it('offers what is left once part of it is held', async () => {
    answer([{ toTake: 150, held: 100, toLeave: 50, state: 'TO_LEAVE' }], () => undefined);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Leave the deposit of €50.00' })).toBeTruthy();
  });

  it('words a deposit held meanwhile and reads the page again', async () => {
    answer([toLeave, { toTake: 150, held: 150, toLeave: 0, state: 'HELD' }], () => {
      throw new ApiError(409, { statusCode: 409, code: 'depositHeld', message: 'held', details: { held: 150 } });
    });
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Leave the deposit of €150.00' }));
    expect(await screen.findByText('Your deposit is already held on your card.')).toBeTruthy();
    expect(await screen.findByText('Your deposit of €150.00 is held on your card.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Leave the deposit/ })).toBeNull();
  });

  it('shows no deposit card when the page has none to leave', async () => {
    answer([null], () => undefined);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Order #42' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /^Deposit:/ })).toBeNull();
  });

  it('shows the card being checked without a button', async () => {
    answer([{ toTake: 150, held: 0, toLeave: 150, state: 'PROCESSING' }], () => undefined);
    renderPage();
    expect(
      await screen.findByText(
        'Your bank is checking your card; this page shows the deposit as soon as it is confirmed.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Leave the deposit/ })).toBeNull();
  });
});
