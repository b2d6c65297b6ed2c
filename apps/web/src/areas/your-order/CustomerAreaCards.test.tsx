import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../api/client.ts';
import type { CustomerOrderPage } from '../../api/yourOrder.ts';
import i18n from '../../i18n/index.ts';
import { ORDER_ID, pageOf, renderPage, TOKEN } from './testPage.tsx';

vi.mock('../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const LINK_PARAMS = { path: { orderId: ORDER_ID }, query: { token: TOKEN } };
const message = (
  id: string,
  author: 'CUSTOMER' | 'SHOP',
  body: string,
  kind: 'MESSAGE' | 'CANCEL_REQUEST' = 'MESSAGE',
) => ({
  id: `0190a2b4-7c3d-7e1f-8a9b-0c1d2e3f4b${id}`,
  author,
  kind,
  body,
  createdAt: '2026-08-20T08:00:00.000Z',
  answeredAt: null,
});
const openPolicy = (now: CustomerOrderPage['cancellation']['now']): CustomerOrderPage['cancellation'] => ({
  policy: 'MODERATE',
  now,
  requestable: false,
  requestedAt: null,
  cancelled: null,
});

/** The page call answers `pages` in turn (the last one stays); other calls answer `calls[operation]`. */
function answer(pages: CustomerOrderPage[], calls: Record<string, unknown> = {}) {
  mockedApi.mockImplementation((async (operation: string) => {
    if (operation === 'getCustomerOrderPage') return pages.length > 1 ? pages.shift() : pages[0];
    const outcome = calls[operation];
    if (outcome instanceof Error) throw outcome;
    return outcome;
  }) as never);
}
const callsOf = (operation: string) => mockedApi.mock.calls.filter(([name]) => name === operation).map(([, a]) => a);

describe("the customer's order page: paying, messages and cancelling", () => {
  beforeEach(async () => {
    mockedApi.mockReset();
    await i18n.changeLanguage('en');
  });

  it('puts what is left to pay at the top, before the documents', async () => {
    answer([pageOf({ order: { paid: 30, balance: 50 } })]);
    renderPage();
    const balance = await screen.findByRole('region', { name: 'Left to pay' });
    expect(within(balance).getByText('€50.00')).toBeTruthy();
    expect(within(balance).getByText('Already paid: €30.00 of €80.00.')).toBeTruthy();
    expect(within(balance).getByRole('button', { name: 'Pay €50.00 by card' })).toBeTruthy();
    const documents = screen.getByRole('heading', { name: 'Your documents' });
    expect(balance.compareDocumentPosition(documents) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows the conversation and sends the customer's message, then reads the page again", async () => {
    const before = [message('01', 'CUSTOMER', 'Can I come at 8?'), message('02', 'SHOP', 'Yes, from 8 am.')];
    const after = [...before, message('03', 'CUSTOMER', 'Thanks! Is a helmet included?')];
    answer([pageOf({ messages: before }), pageOf({ messages: after })], {
      writeOrderMessageToShop: { messages: after },
    });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Messages with Vélos du Port' });
    const items = within(card).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^You.*Can I come at 8\?$/),
      expect.stringMatching(/^Vélos du Port.*Yes, from 8 am\.$/),
    ]);
    const user = userEvent.setup();
    expect(within(card).getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    await user.type(within(card).getByRole('textbox', { name: /Your message/ }), 'Thanks! Is a helmet included?');
    await user.click(within(card).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(callsOf('writeOrderMessageToShop')).toEqual([
        { params: LINK_PARAMS, body: { message: 'Thanks! Is a helmet included?' } },
      ]),
    );
    expect(await within(card).findByText('Message sent to the shop.')).toBeTruthy();
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(3));
    expect((within(card).getByRole('textbox', { name: /Your message/ }) as HTMLTextAreaElement).value).toBe('');
  });

  it('words a refusal of the message in the page', async () => {
    answer([pageOf()], {
      writeOrderMessageToShop: new ApiError(409, {
        code: 'tooManyMessages',
        message: 'x',
        details: { max: 20 },
      } as never),
    });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Messages with Vélos du Port' });
    expect(within(card).getByText(/No messages yet/)).toBeTruthy();
    const user = userEvent.setup();
    await user.type(within(card).getByRole('textbox', { name: /Your message/ }), 'Hello?');
    await user.click(within(card).getByRole('button', { name: 'Send' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Several of your messages are already waiting for an answer: the shop will answer you soon.',
    );
  });

  it('cancels at once within the rules after a confirmation, saying until when and what comes back', async () => {
    const now = {
      until: '2026-08-30T07:00:00.000Z',
      refundPercent: 100,
      refundPercentUntil: '2026-08-27T07:00:00.000Z',
      refund: 30,
      fee: 0,
    };
    const cancelled = pageOf({
      order: { type: 'CANCELED', paid: 30, balance: 50 },
      cancellation: {
        ...openPolicy(null),
        cancelled: {
          at: '2026-08-21T09:00:00.000Z',
          by: 'CUSTOMER',
          refund: 30,
          fee: 0,
          refundByCard: 30,
          refundByShop: 0,
        },
      },
    });
    answer([pageOf({ order: { paid: 30, balance: 50 }, cancellation: openPolicy(now) }), cancelled], {
      autoCancelOrder: { id: ORDER_ID, number: 42, type: 'CANCELED', cancelInfo: {} },
    });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Cancel the order' });
    expect(within(card).getByText('You can cancel it yourself until 30/08/2026 09:00.')).toBeTruthy();
    expect(within(card).getByText('If you cancel now, you get €30.00 back of the €30.00 paid.')).toBeTruthy();
    expect(within(card).getByText('After 27/08/2026 09:00, the refund gets smaller.')).toBeTruthy();
    // only what applies: no request while cancelling at once is possible
    expect(within(card).queryByRole('button', { name: 'Ask to cancel' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Cancel my order' }));
    expect(callsOf('autoCancelOrder')).toHaveLength(0);
    await user.click(within(card).getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(callsOf('autoCancelOrder')).toEqual([{ params: LINK_PARAMS, body: {} }]));
    const done = await screen.findByText('Order cancelled on 21/08/2026 11:00.');
    expect(done.parentElement?.textContent).toContain(
      'We refunded €30.00 to the card you paid with: it reaches your account within a few days.',
    );
    expect(screen.queryByRole('button', { name: 'Cancel my order' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(screen.getByText(/This order is over or cancelled/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Your message/ })).toBeNull();
  });

  it('says the shop was told to refund an order paid without the card provider', async () => {
    const cancelled = pageOf({
      order: { type: 'CANCELED', paid: 30, balance: 50 },
      cancellation: {
        ...openPolicy(null),
        cancelled: {
          at: '2026-08-21T09:00:00.000Z',
          by: 'CUSTOMER',
          refund: 20,
          fee: 10,
          refundByCard: 0,
          refundByShop: 20,
        },
      },
    });
    answer([cancelled]);
    renderPage();
    const done = await screen.findByText('Order cancelled on 21/08/2026 11:00.');
    expect(done.parentElement?.textContent).toContain('The shop has been told to refund you €20.00.');
    expect(done.parentElement?.textContent).not.toContain('card');
  });

  it("asks the shop to cancel past the rules, with the order's email, and shows the request waiting", async () => {
    const ask = pageOf({ cancellation: { ...openPolicy(null), requestable: true } });
    const waiting = pageOf({
      cancellation: { ...openPolicy(null), requestedAt: '2026-08-21T09:00:00.000Z' },
      messages: [message('04', 'CUSTOMER', 'I am ill', 'CANCEL_REQUEST')],
    });
    answer([ask, waiting], { requestOrderCancellation: { ok: true } });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Cancel the order' });
    expect(within(card).getByText(/The time to cancel online is over/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Cancel my order' })).toBeNull();
    const user = userEvent.setup();
    await user.type(within(card).getByRole('textbox', { name: 'Why do you want to cancel?' }), 'I am ill');
    await user.click(within(card).getByRole('button', { name: 'Ask to cancel' }));
    await waitFor(() =>
      expect(callsOf('requestOrderCancellation')).toEqual([
        { params: LINK_PARAMS, body: { email: 'amelie@example.test', message: 'I am ill' } },
      ]),
    );
    expect(
      await within(card).findByText('You asked to cancel on 21/08/2026 11:00. The shop answers you here and by email.'),
    ).toBeTruthy();
    const conversation = screen.getByRole('region', { name: 'Messages with Vélos du Port' });
    expect(within(conversation).getByText('Cancellation request')).toBeTruthy();
  });

  it('offers no cancelling once the order has started', async () => {
    answer([pageOf({ order: { status: 'IN_PROGRESS' } })]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Order #42' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Cancel the order' })).toBeNull();
  });
});
