import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SandboxCardPage as CardPage } from '../../api/cardPayments.ts';
import { ApiError, api } from '../../api/client.ts';
import { Providers } from '../../app/Providers.tsx';
import { createQueryClient } from '../../app/queryClient.ts';
import i18n from '../../i18n/index.ts';
import SandboxCardPage from './SandboxCardPage.tsx';

vi.mock('../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const INTENT = 'pi_sbx_0123456789abcdef01234567';
const SECRET = `${INTENT}_secret_abcdef`;
const RETURN = 'http://localhost/your-order/velos/0190a2b4-7c3d-7e1f-8a9b-0c1d2e3f4a5b?token=t&card=1';

const pageOf = (overrides: Partial<CardPage> = {}): CardPage => ({
  id: INTENT,
  status: 'requires_payment_method',
  amount: 80,
  currency: 'EUR',
  shopName: 'Vélos du Port',
  returnUrl: RETURN,
  lastError: null,
  cardLast4: null,
  ...overrides,
});

/** The page call answers `page`; the card page's own calls answer `steps` in order. */
function answer(page: CardPage | Error, steps: CardPage[] = []) {
  mockedApi.mockImplementation((async (operation: string) => {
    if (operation === 'getSandboxCardPage') {
      if (page instanceof Error) throw page;
      return page;
    }
    return steps.shift();
  }) as never);
}

function renderPage(path = `/pay/sandbox/${INTENT}?secret=${SECRET}`) {
  const router = createMemoryRouter([{ path: '/pay/sandbox/:intentId', element: <SandboxCardPage /> }], {
    initialEntries: [path],
  });
  return render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const callsOf = (operation: string) =>
  mockedApi.mock.calls.filter(([name]) => name === operation).map(([, args]) => args as unknown as { body: object });

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/30');
  await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
  await user.click(screen.getByRole('button', { name: 'Pay €80.00' }));
}

describe("the sandbox provider's card page", () => {
  beforeEach(async () => {
    mockedApi.mockReset();
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('shows the amount and the shop, checks the card fields, pays with 4242… and links back to the order', async () => {
    answer(pageOf(), [pageOf({ status: 'succeeded', cardLast4: '4242' })]);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('€80.00 to Vélos du Port')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay €80.00' }));
    expect(screen.getByText('Enter the 12 to 19 digits of the card.')).toBeTruthy();
    expect(screen.getByText('Enter the month and year, for example 08/29.')).toBeTruthy();
    expect(callsOf('confirmSandboxCard')).toHaveLength(0);
    await typeCard(user, '4242 4242 4242 4242');
    expect(await screen.findByText('Payment of €80.00 accepted. Thank you!')).toBeTruthy();
    expect(callsOf('confirmSandboxCard')[0]?.body).toEqual({
      secret: SECRET,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(screen.getByRole('link', { name: 'Back to the order' }).getAttribute('href')).toBe(RETURN);
  });

  it('lists its test cards with what each does, in the page’s language', async () => {
    answer(pageOf(), []);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Sandbox: no real card is charged. Test cards:' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '4242 4242 4242 4242 — accepted',
      '4000 0000 0000 0002 — declined',
      '4000 0000 0000 9995 — insufficient funds',
      '4000 0025 0000 3155 — the bank asks for a confirmation',
      '4000 0000 0000 0341 — accepted, but its hold cannot be renewed',
    ]);
    cleanup();
    await i18n.changeLanguage('fr');
    renderPage();
    expect((await screen.findByText('4000 0000 0000 0341')).closest('li')?.textContent).toBe(
      '4000 0000 0000 0341 — acceptée, mais sa caution ne pourra pas être renouvelée',
    );
  });

  it('asks for the bank confirmation of a card that needs it, then pays', async () => {
    answer(pageOf(), [pageOf({ status: 'requires_action' }), pageOf({ status: 'succeeded' })]);
    const user = userEvent.setup();
    renderPage();
    await typeCard(user, '4000 0025 0000 3155');
    expect(await screen.findByRole('heading', { name: 'Confirmation by your bank' })).toBeTruthy();
    expect(screen.getByText('Your bank asks you to confirm the payment of €80.00 to Vélos du Port.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Payment of €80.00 accepted. Thank you!')).toBeTruthy();
    expect(callsOf('authenticateSandboxCard')[0]?.body).toEqual({ secret: SECRET, approve: true });
  });

  it('words a decline and sends the customer back to try again', async () => {
    answer(pageOf(), [pageOf({ status: 'canceled', lastError: 'insufficientFunds' })]);
    const user = userEvent.setup();
    renderPage();
    await typeCard(user, '4000 0000 0000 9995');
    expect(await screen.findByText('Your card has insufficient funds.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the order' })).toBeTruthy();
  });

  it('says so when the payment is unknown or the link lacks its secret', async () => {
    answer(new ApiError(404, { statusCode: 404, code: 'notFound', message: 'x', requestId: 'r' } as never));
    renderPage();
    expect(await screen.findByText('This payment cannot be found.')).toBeTruthy();
    cleanup();
    renderPage(`/pay/sandbox/${INTENT}`);
    expect(await screen.findByText(/This payment link is incomplete/)).toBeTruthy();
  });
});
