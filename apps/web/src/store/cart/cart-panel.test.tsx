import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bikeId, cartPage, fakeApi, hydratedPage, settle, shop } from './test-page.ts';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const line = (id: string, name: string, total: number) => ({
  kind: 'product',
  id,
  name,
  quantity: 2,
  start: '2026-06-12T22:00:00.000Z',
  end: '2026-06-14T22:00:00.000Z',
  selections: [],
  unitPrice: total / 2,
  total,
  held: [{ productId: id, quantity: 2 }],
});
const kayakId = '0190a000-0000-7000-8000-00000000000a';
const cart = (lines: ReturnType<typeof line>[], secondsLeft = 872) => ({
  companyId: shop.companyId,
  slug: shop.slug,
  currency: 'EUR',
  expiresAt: '2026-06-10T08:15:00.000Z',
  secondsLeft,
  lines,
  total: lines.reduce((sum, l) => sum + l.total, 0),
  deposit: 300,
});
const bike = line(bikeId, 'Vélo', 80);
const kayak = line(kayakId, 'Kayak', 60);
// whole days in Paris: sent back as their first and last day, as they were chosen
const input = (l: ReturnType<typeof line>) => ({
  kind: l.kind,
  id: l.id,
  quantity: l.quantity,
  start: '2026-06-13',
  end: '2026-06-14',
});

/** The countdown ticks by the browser's clock: only the interval and the date are faked, answers still arrive. */
const fakeClock = () =>
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: Date.parse('2026-06-10T08:00:00Z') });
const tick = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

describe('the cart page', () => {
  it('shows the cart’s lines, total and deposit, and counts down the hold from the server’s seconds left', async () => {
    fakeClock();
    fakeApi({ [`GET /v2/online-store/cart/${shop.slug}`]: () => ({ body: cart([bike, kayak]) }) });
    expect(await hydratedPage(cartPage)).toEqual([]);
    await settle();
    expect(screen.getByRole('timer').textContent).toBe('Réservé pour vous encore 14:32');
    expect(screen.getByText('Vélo')).toBeTruthy();
    expect(screen.getAllByText('Du 13 juin 2026 au 14 juin 2026')).toHaveLength(2);
    expect(screen.getAllByText('Quantité : 2')).toHaveLength(2);
    expect(screen.getByText(/^140,00\s€$/)).toBeTruthy();
    expect(screen.getByText(/^300,00\s€$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Passer commande' }).getAttribute('href')).toBe(
      `/store/${shop.slug}/checkout`,
    );
    await tick(2000);
    expect(screen.getByRole('timer').textContent).toBe('Réservé pour vous encore 14:30');
    await tick(60_000);
    expect(screen.getByRole('timer').textContent).toBe('Réservé pour vous encore 13:30');
  });

  it('says the hold ran out when the countdown ends, keeps the lines and holds them again in one tap', async () => {
    fakeClock();
    const calls = fakeApi({
      [`GET /v2/online-store/cart/${shop.slug}`]: () => ({ body: cart([bike, kayak], 5) }),
      'POST /v2/online-store/cart': () => ({ body: { cart: cart([bike, kayak], 900) } }),
    });
    await hydratedPage(cartPage);
    await settle();
    await tick(4000);
    expect(screen.getByRole('timer').textContent).toBe('Réservé pour vous encore 0:01');
    await tick(1000);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain(
      'Vos articles ne sont plus réservés pour vous : quelqu’un d’autre peut les prendre.',
    );
    expect(screen.queryByRole('link', { name: 'Passer commande' })).toBeNull();
    expect(screen.getByText('Kayak')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Les réserver de nouveau' }));
    await settle();
    expect(calls.at(-1)!.body).toEqual({ slug: shop.slug, lines: [input(bike), input(kayak)] });
    expect(screen.getByRole('timer').textContent).toBe('Réservé pour vous encore 15:00');
  });

  it('shows the lines of a cart whose hold ran out before the page was opened, from what this browser last saw', async () => {
    localStorage.setItem(
      `hb-cart:${shop.slug}`,
      JSON.stringify({ lines: [bike], currency: 'EUR', total: 80, deposit: 0 }),
    );
    const calls = fakeApi({
      'POST /v2/online-store/cart': () => ({
        status: 409,
        body: { code: 'notAvailable', details: { conflicts: [{ productId: bikeId, name: 'Vélo', available: 0 }] } },
      }),
    });
    await hydratedPage(cartPage);
    await settle();
    expect(calls[0]!.path).toBe(`/v2/online-store/cart/${shop.slug}`);
    expect(screen.getByText('Vélo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Les réserver de nouveau' }));
    await settle();
    expect(screen.getByText('Plus disponible pour ces dates : Vélo.')).toBeTruthy();
  });

  it('removes a line by sending the others, and empties the cart', async () => {
    const calls = fakeApi({
      [`GET /v2/online-store/cart/${shop.slug}`]: () => ({ body: cart([bike, kayak]) }),
      'POST /v2/online-store/cart': () => ({ body: { cart: cart([kayak]) } }),
      'DELETE /v2/online-store/checkout': () => ({ body: { released: 1 } }),
    });
    await hydratedPage(cartPage);
    await settle();
    expect(screen.getByRole('link', { name: 'Panier (2)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer Vélo' }));
    await settle();
    expect(calls.at(-1)!.body).toEqual({ slug: shop.slug, lines: [input(kayak)] });
    expect(screen.queryByText('Vélo')).toBeNull();
    expect(screen.getByRole('link', { name: 'Panier (1)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Vider le panier' }));
    await settle();
    expect(calls.at(-1)!.method).toBe('DELETE');
    expect(screen.getByText('Votre panier est vide.')).toBeTruthy();
    expect(localStorage.getItem(`hb-cart:${shop.slug}`)).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Panier' }).querySelector('[data-cart-count]')?.hasAttribute('hidden'),
    ).toBe(true);
  });
});

describe('the rental insurance in the cart', () => {
  const offered = (chosen: boolean, lines = [bike, kayak]) => ({
    ...cart(lines),
    insurance: { mode: 'on_option', optional: true, chosen, shown: true, amount: 9.4, lines: [0] },
    total: lines.reduce((sum, l) => sum + l.total, 0) + (chosen ? 9.4 : 0),
  });

  it('offers it with its price as a checkbox, sends the choice with the lines and keeps it when a line goes', async () => {
    let answer = offered(false);
    const calls = fakeApi({
      [`GET /v2/online-store/cart/${shop.slug}`]: () => ({ body: answer }),
      'POST /v2/online-store/cart': (body) => {
        const { insurance, lines } = body as { insurance?: boolean; lines: unknown[] };
        answer = offered(!!insurance, lines.length === 1 ? [kayak] : [bike, kayak]);
        return { body: { cart: answer } };
      },
    });
    await hydratedPage(cartPage);
    await settle();
    const box = screen.getByLabelText<HTMLInputElement>(/^Ajouter l’assurance location : 9,40\s€$/);
    expect(box.checked).toBe(false);
    expect(screen.getByText(/^140,00\s€$/)).toBeTruthy();
    fireEvent.click(box);
    await settle();
    expect(calls.at(-1)!.body).toEqual({ slug: shop.slug, lines: [input(bike), input(kayak)], insurance: true });
    expect(screen.getByLabelText<HTMLInputElement>(/Ajouter l’assurance location/).checked).toBe(true);
    expect(screen.getByText(/^149,40\s€$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer Vélo' }));
    await settle();
    expect(calls.at(-1)!.body).toEqual({ slug: shop.slug, lines: [input(kayak)], insurance: true });
    fireEvent.click(screen.getByLabelText(/Ajouter l’assurance location/));
    await settle();
    expect(calls.at(-1)!.body).toEqual({ slug: shop.slug, lines: [input(kayak)], insurance: false });
    // the kayak's line and the total
    expect(screen.getAllByText(/^60,00\s€$/)).toHaveLength(2);
  });

  it('shows it as a line when the shop includes it, and not at all when it is inside the prices', async () => {
    const included = (shown: boolean) => ({
      ...cart([bike]),
      insurance: {
        mode: shown ? 'on_inclusion' : 'on_inclusion_hidden',
        optional: false,
        chosen: true,
        shown,
        amount: 4.7,
        lines: [0],
      },
      total: 84.7,
    });
    fakeApi({ [`GET /v2/online-store/cart/${shop.slug}`]: () => ({ body: included(true) }) });
    await hydratedPage(cartPage);
    await settle();
    expect(screen.getByText('Assurance location (incluse)')).toBeTruthy();
    expect(screen.getByText(/^4,70\s€$/)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    document.body.innerHTML = '';
    fakeApi({ [`GET /v2/online-store/cart/${shop.slug}`]: () => ({ body: included(false) }) });
    await hydratedPage(cartPage);
    await settle();
    expect(screen.getByText(/^84,70\s€$/)).toBeTruthy();
    expect(screen.queryByText('Assurance location (incluse)')).toBeNull();
  });
});
