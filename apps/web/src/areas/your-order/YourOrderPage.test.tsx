import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../api/client.ts';
import type { CustomerOrderPage } from '../../api/yourOrder.ts';
import i18n, { LANGUAGE_STORAGE_KEY } from '../../i18n/index.ts';
import { CONTRACT_ID, ORDER_ID, pageOf, renderPage, TOKEN } from './testPage.tsx';

vi.mock('../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

/** Answers the page call with `page` and the sign calls with `signs`, in order. */
function answer(pages: CustomerOrderPage[], signs: (object | Error)[] = []) {
  mockedApi.mockImplementation((async (operation: string) => {
    if (operation === 'getCustomerOrderPage') return pages.length > 1 ? pages.shift() : pages[0];
    const next = signs.shift();
    if (next instanceof Error) throw next;
    return next;
  }) as never);
}

const signCalls = () => mockedApi.mock.calls.filter(([operation]) => operation === 'signOrderDocument');
const signBodies = () => signCalls().map(([, args]) => (args as unknown as { body: Record<string, unknown> }).body);

async function signTyped(user: ReturnType<typeof userEvent.setup>, name = 'A. Poulain') {
  await user.click(await screen.findByRole('button', { name: 'Sign' }));
  expect(await screen.findByRole('heading', { name: 'Sign: Rental agreement' })).toBeTruthy();
  expect((screen.getByRole('textbox', { name: /Your full name/ }) as HTMLInputElement).value).toBe('Amélie Poulain');
  await user.click(screen.getByText('Type my name'));
  const typed = screen.getByRole('textbox', { name: 'Your name, as it will appear as your signature' });
  await user.clear(typed);
  await user.type(typed, name);
  await user.click(screen.getByRole('checkbox', { name: /API words/ }));
  await user.click(screen.getByRole('button', { name: 'Sign' }));
}

describe("the customer's order page", () => {
  beforeEach(async () => {
    mockedApi.mockReset();
    await i18n.changeLanguage('en');
  });

  it('shows the order, its documents to read, and signs the contract with the API consent words', async () => {
    answer(
      [pageOf(), pageOf({ signedAt: '2026-08-20T10:30:00.000Z' })],
      [{ status: 'SIGNED', documentId: CONTRACT_ID, signedAt: '2026-08-20T10:30:00.000Z', sha256: 'f'.repeat(64) }],
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Order #42' })).toBeTruthy();
    expect(mockedApi).toHaveBeenCalledWith('getCustomerOrderPage', {
      params: { path: { slug: 'velos-du-port', orderId: ORDER_ID }, query: { token: TOKEN, language: 'en' } },
    });
    expect(screen.getByText('2 × Vélo de ville')).toBeTruthy();
    expect(screen.getAllByText('€80.00').length).toBeGreaterThan(0);
    const contract = screen.getByRole('article', { name: 'Rental agreement' });
    expect(within(contract).getByText('To sign')).toBeTruthy();
    expect(within(contract).getByRole('link', { name: 'Read the document' }).getAttribute('href')).toBe(
      `/v2/your-order/velos-du-port/${ORDER_ID}/documents/${CONTRACT_ID}?token=${TOKEN}`,
    );
    // a receipt is read, never signed
    expect(within(screen.getByRole('article', { name: 'Receipt' })).queryByRole('button')).toBeNull();

    const user = userEvent.setup();
    await signTyped(user);
    await waitFor(() => expect(signCalls()).toHaveLength(1));
    const [body] = signBodies();
    expect(body).toMatchObject({ orderId: ORDER_ID, documentId: CONTRACT_ID, signerName: 'Amélie Poulain' });
    expect(body.consent).toBe(true);
    expect(body.language).toBe('en');
    expect(body.code).toBeUndefined();
    // the typed name is sent as a drawing when the browser can draw it, else as text
    expect(body.signatureImage ?? body.typedName).toBeTruthy();
    expect((signCalls()[0][1] as { params: unknown }).params).toEqual({ query: { token: TOKEN } });
    expect(await screen.findByText(/Document signed on/)).toBeTruthy();
    const signed = await screen.findByRole('article', { name: 'Rental agreement' });
    expect(await within(signed).findByText(/Signed on/)).toBeTruthy();
    expect(within(signed).queryByRole('button', { name: 'Sign' })).toBeNull();
  });

  it('asks for the mailed code, words a wrong one with the tries left, and signs with the right one', async () => {
    answer(
      [pageOf({ emailCodeRequired: true })],
      [
        { status: 'CODE_SENT', email: 'a***@example.test', expiresAt: '2026-08-20T10:40:00.000Z' },
        new ApiError(400, {
          code: 'signatureCodeWrong',
          message: 'The code is wrong',
          details: { field: 'code', attemptsLeft: 4 },
        } as never),
        { status: 'SIGNED', documentId: CONTRACT_ID, signedAt: '2026-08-20T10:31:00.000Z', sha256: 'e'.repeat(64) },
      ],
    );
    renderPage();
    const user = userEvent.setup();
    await signTyped(user);
    expect(await screen.findByText(/Enter the 6-digit code sent to a\*\*\*@example.test/)).toBeTruthy();
    const digits = screen.getAllByRole('textbox', { name: /Code received by email/ });
    const typeCode = async (code: string) => {
      for (const [i, digit] of [...code].entries()) fireEvent.change(digits[i], { target: { value: digit } });
      await user.click(screen.getByRole('button', { name: 'Confirm the code' }));
    };
    await typeCode('000000');
    expect(await screen.findByText('Wrong code. Attempts left: 4.')).toBeTruthy();
    await typeCode('123456');
    await waitFor(() => expect(signCalls()).toHaveLength(3));
    const [first, wrong, right] = signBodies();
    expect(first.code).toBeUndefined();
    expect(wrong.code).toBe('000000');
    expect(right.code).toBe('123456');
    // the same signature travels with the code: the customer did not sign twice
    expect(right.signatureImage ?? right.typedName).toEqual(first.signatureImage ?? first.typedName);
    expect(await screen.findByText(/Document signed on/)).toBeTruthy();
  });

  it('words an error of the signature, and the 404 of a wrong link', async () => {
    answer(
      [pageOf()],
      [new ApiError(409, { code: 'documentAlreadySigned', message: 'already', details: {} } as never)],
    );
    renderPage();
    await signTyped(userEvent.setup());
    expect(await screen.findByText('This document is already signed.')).toBeTruthy();
    // signed meanwhile elsewhere: the page is read again to show it signed
    await waitFor(() =>
      expect(mockedApi.mock.calls.filter(([operation]) => operation === 'getCustomerOrderPage')).toHaveLength(2),
    );

    mockedApi.mockReset();
    mockedApi.mockRejectedValue(new ApiError(404, { code: 'notFound', message: 'order was not found' } as never));
    renderPage(`/your-order/velos-du-port/${ORDER_ID}?token=${'b'.repeat(64)}`);
    expect(
      await screen.findByText('This order cannot be found. Open the link in the latest mail from the shop.'),
    ).toBeTruthy();
  });

  it("speaks the customer's language unless the reader chose one on this device", async () => {
    const french = pageOf();
    french.customer = { name: 'Amélie Poulain', language: 'fr', email: 'amelie@example.test' };
    answer([french]);
    renderPage();
    // the French words of the area load on the way: slow on a busy machine
    expect(await screen.findByRole('heading', { name: 'Commande n° 42' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() =>
      expect(mockedApi).toHaveBeenLastCalledWith('getCustomerOrderPage', {
        params: { path: { slug: 'velos-du-port', orderId: ORDER_ID }, query: { token: TOKEN, language: 'fr' } },
      }),
    );
    cleanup();
    await i18n.changeLanguage('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    try {
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Order #42' })).toBeTruthy();
      expect(i18n.language).toBe('en');
    } finally {
      localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    }
  });

  it('shows where the order is delivered and collected, with each trip’s price', async () => {
    const address = '12 rue du Lac, Talloires';
    answer([
      pageOf({
        order: {
          totalTTC: 108.2,
          balance: 108.2,
          delivery: {
            departure: { address, price: 14.1, lat: 45.8408, lng: 6.2138 },
            arrival: { address, price: 14.1 },
          },
        },
      }),
    ]);
    renderPage();
    const delivered = await screen.findByText(`Delivered to ${address}`);
    expect(delivered.closest('tr')?.textContent).toBe(`Delivered to ${address}Open in map€14.10`);
    // the located address opens on a map; the collection's was not located
    expect(screen.getByRole('link', { name: 'Open in map' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=45.8408&mlon=6.2138#map=17/45.8408/6.2138',
    );
    expect(screen.getByText(`Collected from ${address}`).closest('tr')?.textContent).toBe(
      `Collected from ${address}€14.10`,
    );
  });

  it('shows the rental insurance the total holds as its own row', async () => {
    answer([pageOf({ order: { totalTTC: 88, balance: 88, insurance: { amount: 8 } } })]);
    renderPage();
    expect((await screen.findByText('Rental insurance')).closest('tr')?.textContent).toBe('Rental insurance€8.00');
  });

  it('says when the link has no token, without calling the API', async () => {
    renderPage(`/your-order/velos-du-port/${ORDER_ID}`);
    expect(await screen.findByText('This link is incomplete: open it from the mail you received.')).toBeTruthy();
    expect(mockedApi).not.toHaveBeenCalled();
  });

  it('shows a deposit link the shop mailed and opens its card page; the balance is not offered beside it', async () => {
    const LINK_ID = '0190a2b4-7c3d-7e1f-8a9b-0c1d2e3f4a80';
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mockedApi.mockImplementation((async (operation: string, args: unknown) => {
      if (operation === 'getCustomerOrderPage') return pageOf();
      if (operation === 'getPaymentLink') {
        expect(args).toEqual({ params: { path: { orderId: ORDER_ID, paymentLinkId: LINK_ID } } });
        return {
          id: LINK_ID,
          kind: 'DEPOSIT',
          status: 'OPEN',
          amount: 300,
          currency: 'EUR',
          expiresAt: '2026-09-08T08:00:00.000Z',
          shopName: 'Vélos du Port',
        };
      }
      if (operation === 'customerCardCheckout') return { url: 'http://localhost/pay/sandbox/pi_sbx_1?secret=s' };
      return undefined;
    }) as never);
    try {
      renderPage(`/your-order/velos-du-port/${ORDER_ID}?token=${TOKEN}&link=${LINK_ID}`);
      expect(await screen.findByRole('heading', { name: 'Deposit requested: €300.00' })).toBeTruthy();
      expect(screen.getByText(/The link is valid until 08\/09\/2026 10:00\./)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Pay €80.00 by card' })).toBeNull();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Leave a deposit of €300.00' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/pay/sandbox/pi_sbx_1?secret=s'));
      const checkout = mockedApi.mock.calls.find(([operation]) => operation === 'customerCardCheckout');
      expect((checkout?.[1] as unknown as { body: object } | undefined)?.body).toEqual({
        slug: 'velos-du-port',
        orderId: ORDER_ID,
        token: TOKEN,
        paymentLinkId: LINK_ID,
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('back from the card page, waits for the deposit link to show held instead of offering it again', async () => {
    const LINK_ID = '0190a2b4-7c3d-7e1f-8a9b-0c1d2e3f4a83';
    let reads = 0;
    mockedApi.mockImplementation((async (operation: string) => {
      if (operation === 'getCustomerOrderPage') return pageOf();
      if (operation === 'getPaymentLink') {
        reads += 1;
        return {
          id: LINK_ID,
          kind: 'DEPOSIT',
          status: reads < 2 ? 'OPEN' : 'PAID',
          amount: 300,
          currency: 'EUR',
          expiresAt: '2026-09-08T08:00:00.000Z',
          shopName: 'Vélos du Port',
        };
      }
      return undefined;
    }) as never);
    renderPage(`/your-order/velos-du-port/${ORDER_ID}?token=${TOKEN}&link=${LINK_ID}&card=1`);
    expect(
      await screen.findByText('Your bank is checking the payment; this page shows it as soon as it is confirmed.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave a deposit of €300.00' })).toBeNull();
    expect(
      await screen.findByText('Thank you: your deposit is held on your card.', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(reads).toBe(2);
  });

  it('says when a payment link has expired', async () => {
    const LINK_ID = '0190a2b4-7c3d-7e1f-8a9b-0c1d2e3f4a81';
    mockedApi.mockImplementation((async (operation: string) => {
      if (operation === 'getCustomerOrderPage') return pageOf();
      throw new ApiError(410, { code: 'paymentLinkExpired', details: { expiresAt: '2026-08-30T10:00:00.000Z' } });
    }) as never);
    renderPage(`/your-order/velos-du-port/${ORDER_ID}?token=${TOKEN}&link=${LINK_ID}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link expired on 30/08/2026 12:00. Ask the shop for a new one.',
    );
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('says when the shop cancelled a payment link, and offers no payment of it', async () => {
    const LINK_ID = '0190a2b4-7c3d-7e1f-8a9b-0c1d2e3f4a82';
    mockedApi.mockImplementation((async (operation: string) => {
      if (operation === 'getCustomerOrderPage') return pageOf();
      throw new ApiError(410, { code: 'paymentLinkCancelled', details: { cancelledAt: '2026-08-29T10:00:00.000Z' } });
    }) as never);
    renderPage(`/your-order/velos-du-port/${ORDER_ID}?token=${TOKEN}&link=${LINK_ID}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The shop cancelled this link. Ask the shop for a new one if needed.',
    );
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });
});
