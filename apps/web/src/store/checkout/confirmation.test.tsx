import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from './contract.ts';
import { failed, fakeCalls, ok, openPage } from './fake-calls.ts';
import { errors, orderId, orderPageView, orderToken, orderView, shop } from './fixtures.ts';

const ADDRESS = `/store/${shop.slug}/order/${orderId}?token=${orderToken}`;
const ORDER_CALL = `GET /v2/online-store/order/${orderId}/${shop.companyId}`;

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function open(order: OrderView, more: Parameters<typeof fakeCalls>[0] = {}) {
  const requests = fakeCalls({ [ORDER_CALL]: ok(order), ...more });
  await openPage(orderPageView, ADDRESS);
  await screen.findByRole('heading', { name: 'Réservation n° 1042' });
  return requests;
}

const status = () => screen.getByText('État').nextElementSibling?.textContent;
const buttons = () => [...document.querySelectorAll('.confirmation button')].map((b) => b.textContent);

describe('the confirmation page of a store order', () => {
  it('reads the order with the link’s token and shows its lines, totals and the way to its page', async () => {
    const requests = await open(orderView({ status: 'CONFIRMED', payment: 'ONLINE_FULL', payUrl: null }));
    expect(requests[0].url).toBe(`/v2/online-store/order/${orderId}/${shop.companyId}?token=${orderToken}`);
    expect(status()).toBe('Payée');
    expect(screen.getByText('Vélo de ville Trek FX 2')).toBeTruthy();
    expect(screen.getByText('Total').nextElementSibling?.textContent).toMatch(/^88,00\s€$/);
    expect(screen.getByText('Caution').nextElementSibling?.textContent).toMatch(/^300,00\s€$/);
    expect(screen.queryByText('À payer maintenant')).toBeNull();
    const link = screen.getByRole('link', { name: /Ouvrir ma réservation/ });
    expect(link.getAttribute('href')).toBe(orderView().orderLink);
    expect(buttons()).toEqual([]);
  });

  it('shows the rental insurance the total holds as its own row', async () => {
    await open(orderView({ status: 'CONFIRMED', payment: 'ONLINE_FULL', payUrl: null, insurance: { amount: 8 } }));
    expect(screen.getByText('Assurance location').nextElementSibling?.textContent).toMatch(/^8,00\s€$/);
  });

  it.each([
    [{ status: 'CONFIRMED', payment: 'ON_SITE' }, 'Confirmée, à régler en boutique'],
    [{ status: 'CONFIRMED', payment: 'ONLINE_DOWN_PAYMENT' }, 'Acompte payé, le reste à régler en boutique'],
    [
      { status: 'REQUESTED', payment: 'REQUEST', requestState: 'APPROVED' },
      'Demande acceptée : payez depuis la page de votre réservation',
    ],
    [{ status: 'REQUESTED', payment: 'REQUEST', requestState: 'REFUSED' }, 'Demande refusée par la boutique'],
    [{ status: 'CANCELLED', payment: 'REQUEST', requestState: 'WITHDRAWN' }, 'Annulée'],
  ] as const)('words the state %o', async (state, words) => {
    await open(orderView({ ...state, payUrl: null }));
    expect(status()).toBe(words);
    expect(buttons()).toEqual([]);
  });

  it('lets the customer pay what is due, or pay on site instead when the shop allows both', async () => {
    const requests = await open(orderView({ mode: 'PAY_ONLINE_OR_ON_SITE' }), {
      'POST /v2/online-store/payOnSite': ok(
        orderView({ mode: 'PAY_ONLINE_OR_ON_SITE', status: 'CONFIRMED', payment: 'ON_SITE', payNow: 0, payUrl: null }),
      ),
    });
    expect(status()).toBe('En attente de paiement');
    expect(screen.getByText('À payer maintenant').nextElementSibling?.textContent).toMatch(/^88,00\s€$/);
    expect(screen.getByRole('link', { name: /Payer 88,00\s€/ }).getAttribute('href')).toBe(
      'https://shops.example.test/card-sandbox/pay/pi_123',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Payer en boutique plutôt' })));
    const call = requests.find((r) => r.url === '/v2/online-store/payOnSite');
    expect(JSON.parse(String(call?.body))).toEqual({ orderId, companyId: shop.companyId, token: orderToken });
    expect(status()).toBe('Confirmée, à régler en boutique');
    expect(screen.queryByRole('link', { name: /Payer 88,00/ })).toBeNull();
    expect(buttons()).toEqual([]);
  });

  it('offers no on-site payment when the shop takes online payments only', async () => {
    await open(orderView({ mode: 'PAY_ONLINE' }));
    expect(buttons()).toEqual([]);
    expect(screen.getByRole('link', { name: /Payer 88,00\s€/ })).toBeTruthy();
  });

  it('lets the customer withdraw a request the shop has not answered', async () => {
    const requests = await open(
      orderView({ mode: 'REQUEST', status: 'REQUESTED', payment: 'REQUEST', payUrl: null, requestState: 'PENDING' }),
      { [`POST /v2/online-store/order-cancel/${orderId}`]: ok({ withdrawn: true }) },
    );
    expect(status()).toBe('Demande envoyée, en attente de la réponse de la boutique');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retirer ma demande' })));
    const call = requests.find((r) => r.method === 'POST');
    expect(call?.url).toBe(`/v2/online-store/order-cancel/${orderId}`);
    expect(JSON.parse(String(call?.body))).toEqual({ companyId: shop.companyId, token: orderToken });
    expect(status()).toBe('Demande retirée');
    expect(screen.getByRole('status').textContent).toBe('Votre demande est retirée.');
    expect(buttons()).toEqual([]);
  });

  it('says so when withdrawing fails, and keeps the request as it was', async () => {
    await open(orderView({ status: 'REQUESTED', payment: 'REQUEST', payUrl: null, requestState: 'PENDING' }), {
      [`POST /v2/online-store/order-cancel/${orderId}`]: failed({
        statusCode: 409,
        code: 'conflict',
        message: 'answered',
      }),
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retirer ma demande' })));
    expect(screen.getByRole('status').textContent).toBe('L’opération n’a pas abouti. Réessayez.');
    expect(status()).toBe('Demande envoyée, en attente de la réponse de la boutique');
  });

  it('says the order cannot be found for a wrong token', async () => {
    fakeCalls({ [ORDER_CALL]: failed(errors.orderNotFound) });
    await openPage(orderPageView, ADDRESS);
    expect(await screen.findByRole('heading', { name: /Réservation introuvable/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la boutique' }).getAttribute('href')).toBe(`/store/${shop.slug}`);
  });

  it('without a token in the address, lets the cart’s cookie name the order and sends no token', async () => {
    const requests = fakeCalls({
      [ORDER_CALL]: ok(orderView({ mode: 'PAY_ONLINE_OR_ON_SITE' })),
      'POST /v2/online-store/payOnSite': ok(orderView({ status: 'CONFIRMED', payment: 'ON_SITE', payUrl: null })),
    });
    await openPage(orderPageView, `/store/${shop.slug}/order/${orderId}`);
    await screen.findByRole('heading', { name: 'Réservation n° 1042' });
    expect(requests[0].url).toBe(`/v2/online-store/order/${orderId}/${shop.companyId}`);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Payer en boutique plutôt' })));
    expect(JSON.parse(String(requests[1].body))).toEqual({ orderId, companyId: shop.companyId });
  });
});
