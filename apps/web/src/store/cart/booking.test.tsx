import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bikeId,
  calendarDays,
  deliveryId,
  fakeApi,
  helmetId,
  hydratedPage,
  lockId,
  packId,
  packItemId,
  productPage,
  settle,
  shop,
} from './test-page.ts';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const day = (n: number) =>
  document.querySelector<HTMLButtonElement>(`[data-day="2026-06-${String(n).padStart(2, '0')}"]`)!;
const CALENDAR = 'GET /v2/online-store/product-availability-v2';

describe('the calendar of a product page', () => {
  it('disables the days the product cannot be taken, reads them as unavailable and ignores a tap on them', async () => {
    const calls = fakeApi({ [CALENDAR]: (_, url) => ({ body: calendarDays(url, ['2026-06-13'], ['2026-06-14']) }) });
    expect(await hydratedPage(productPage())).toEqual([]);
    await settle();
    expect(calls[0]!.url.search).toBe(
      `?slug=${shop.slug}&productId=${bikeId}&startDateSearch=2026-06-10&endDateSearch=2026-06-30`,
    );
    expect(screen.getByRole('heading', { name: 'juin 2026' })).toBeTruthy();
    // taken on the 13th, the shop closed on Sunday the 14th, gone before today
    for (const n of [13, 14, 9]) expect(day(n).getAttribute('aria-disabled'), `${n}`).toBe('true');
    expect(day(13).getAttribute('aria-label')).toBe('samedi 13 juin 2026, indisponible');
    expect(day(12).getAttribute('aria-disabled')).toBeNull();
    expect(day(12).getAttribute('aria-label')).toBe('vendredi 12 juin 2026');
    fireEvent.click(day(13));
    expect(day(13).getAttribute('aria-pressed')).toBe('false');
    // the next day is chosen when the page opens; a free day starts a new choice, a later one ends it
    expect(day(11).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(day(12));
    expect(screen.getByText('Choisissez le jour de retour (le même jour pour une journée).')).toBeTruthy();
    fireEvent.click(day(16));
    expect(screen.getByText('Du 12 juin 2026 au 16 juin 2026')).toBeTruthy();
    expect([12, 16].map((n) => day(n).getAttribute('aria-pressed'))).toEqual(['true', 'true']);
    expect(day(14).className).toContain('in-range');
  });

  it('disables the shop’s closed dates as well as its closed weekdays, before any availability is read', async () => {
    fakeApi({ [CALENDAR]: (_, url) => ({ body: calendarDays(url) }) });
    const closedDates = [
      { start: '2026-06-16', end: '2026-06-17' },
      { start: '2026-06-25', end: '2026-06-25' },
    ];
    expect(await hydratedPage(productPage({ closedDates }))).toEqual([]);
    // the server's page already marks them: the calendar's answer only adds what is taken
    for (const n of [16, 17, 25]) {
      expect(day(n).getAttribute('aria-disabled'), `${n}`).toBe('true');
    }
    await settle();
    expect(day(16).getAttribute('aria-label')).toBe('mardi 16 juin 2026, indisponible');
    for (const n of [15, 18, 24, 26]) expect(day(n).getAttribute('aria-disabled'), `${n}`).toBeNull();
    fireEvent.click(day(16));
    expect(day(16).getAttribute('aria-pressed')).toBe('false');
    // a closed date cannot end a rental either
    fireEvent.click(day(15));
    fireEvent.click(day(17));
    expect(day(17).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Choisissez le jour de retour (le même jour pour une journée).')).toBeTruthy();
  });

  it('moves through days and months from the keyboard, one day in the tab order', async () => {
    const calls = fakeApi({ [CALENDAR]: (_, url) => ({ body: calendarDays(url) }) });
    await hydratedPage(productPage());
    await settle();
    const tabbable = () =>
      [...document.querySelectorAll('[data-day]')].filter((b) => b.getAttribute('tabindex') === '0');
    expect(tabbable()).toEqual([day(11)]);
    fireEvent.keyDown(day(11), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day(12));
    fireEvent.keyDown(day(12), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(day(19));
    fireEvent.keyDown(day(19), { key: 'Home' });
    expect(document.activeElement).toBe(day(15));
    fireEvent.keyDown(day(15), { key: 'ArrowUp' });
    // not before today
    expect(document.activeElement).toBe(day(10));
    fireEvent.keyDown(day(10), { key: 'PageDown' });
    expect(screen.getByRole('heading', { name: 'juillet 2026' })).toBeTruthy();
    expect(document.activeElement?.getAttribute('data-day')).toBe('2026-07-10');
    expect(tabbable().map((b) => b.getAttribute('data-day'))).toEqual(['2026-07-10']);
    await settle();
    // the new month's availability is read when it is shown
    expect(calls.at(-1)!.url.searchParams.get('startDateSearch')).toBe('2026-07-01');
    expect(calls.at(-1)!.url.searchParams.get('endDateSearch')).toBe('2026-07-31');
    fireEvent.keyDown(document.activeElement!, { key: 'PageUp' });
    expect(screen.getByRole('heading', { name: 'juin 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mois précédent' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('adding to the cart from a product page', () => {
  const heldCart = (lines: unknown[]) => ({
    cart: {
      companyId: shop.companyId,
      slug: shop.slug,
      currency: 'EUR',
      expiresAt: '2026-06-10T08:15:00.000Z',
      secondsLeft: 900,
      lines,
      total: 90,
      deposit: 300,
    },
  });
  const existing = {
    kind: 'product',
    id: helmetId,
    name: 'Casque M',
    quantity: 1,
    start: '2026-06-11T22:00:00.000Z',
    end: '2026-06-13T22:00:00.000Z',
    selections: [],
    unitPrice: 5,
    total: 5,
    held: [],
  };
  /** The calls of a product page whose cart holds `kept`: it is read back, and each line sent is held as one of it. */
  const cartHolding = (kept: typeof existing, item: { path: string; price: number; deposit: number }) => ({
    [CALENDAR]: (_: unknown, url: URL) => ({ body: calendarDays(url) }),
    'GET /v2/online-store/maximum-product-availability': () => ({ body: { maximum: 3 } }),
    [`GET /v2/online-store/item-price/${shop.companyId}/${item.path}`]: () => ({
      body: { price: item.price, deposit: item.deposit },
    }),
    [`GET /v2/online-store/cart/${shop.slug}`]: () => ({ body: heldCart([kept]).cart }),
    'POST /v2/online-store/cart': (body: unknown) => ({
      body: heldCart((body as { lines: unknown[] }).lines.map(() => kept)),
    }),
  });

  it('sends the whole cart: the lines it had, the pack with its choice for the chosen days, and the services', async () => {
    const calls = fakeApi(cartHolding(existing, { path: `${packId}/pack`, price: 45, deposit: 150 }));
    await hydratedPage(productPage());
    await settle();
    fireEvent.click(day(12));
    fireEvent.click(day(13));
    fireEvent.change(screen.getByLabelText('Quantité'), { target: { value: '2' } });
    fireEvent.click(screen.getByLabelText('Pack balade'));
    fireEvent.change(screen.getByLabelText('Choix 1 du pack (1 ×)'), { target: { value: helmetId } });
    fireEvent.click(screen.getByLabelText(/Antivol/));
    fireEvent.click(screen.getByLabelText(/Livraison/));
    await settle();
    expect(screen.getByText(/90,00\s€ pour ces dates/)).toBeTruthy();
    expect(screen.getByText('Assurance location incluse.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await settle();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      slug: shop.slug,
      lines: [
        // the line the cart had, its whole days sent back as days
        { kind: 'product', id: helmetId, quantity: 1, start: '2026-06-12', end: '2026-06-13' },
        {
          kind: 'pack',
          id: packId,
          quantity: 2,
          start: '2026-06-12',
          end: '2026-06-13',
          selections: [{ packItemId, productId: helmetId }],
        },
        { kind: 'service', id: lockId, quantity: 2, start: '2026-06-12', end: '2026-06-13' },
        { kind: 'service', id: deliveryId, quantity: 1, start: '2026-06-12', end: '2026-06-13' },
      ],
    });
    expect(screen.getByText(/Ajouté à votre panier : réservé pour vous pendant 15 minutes\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir le panier' }).getAttribute('href')).toBe(`/store/${shop.slug}/cart`);
    // the header's cart link counts the cart's lines
    expect(screen.getByRole('link', { name: 'Panier (4)' })).toBeTruthy();
  });

  it('offers the cart’s dates when another period is chosen, sends nothing, then adds the product for the cart’s dates', async () => {
    const saturday = { ...existing, start: '2026-06-19T22:00:00.000Z', end: '2026-06-20T22:00:00.000Z' };
    const calls = fakeApi(cartHolding(saturday, { path: `${bikeId}/product`, price: 30, deposit: 100 }));
    await hydratedPage(productPage());
    await settle();
    fireEvent.click(day(12));
    fireEvent.click(day(13));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Votre panier contient des articles du 20 juin 2026 au 20 juin 2026 : une réservation porte sur une seule période.',
      ),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Choisir ces dates' }));
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await settle();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      slug: shop.slug,
      lines: [
        { kind: 'product', id: helmetId, quantity: 1, start: '2026-06-20', end: '2026-06-20' },
        { kind: 'product', id: bikeId, quantity: 1, start: '2026-06-20', end: '2026-06-20' },
      ],
    });
  });

  it('shows a pack’s deposit for its default choices on the server’s page, then for the products and quantity chosen', async () => {
    fakeApi({
      [CALENDAR]: (_, url) => ({ body: calendarDays(url) }),
      'GET /v2/online-store/maximum-product-availability': () => ({ body: { maximum: 3 } }),
      // the price call holds no pack choices: its deposit is not the one shown
      [`GET /v2/online-store/item-price/${shop.companyId}/${packId}/pack`]: () => ({ body: { price: 45, deposit: 0 } }),
    });
    await hydratedPage(productPage());
    const pack = screen.getByLabelText('Pack balade').closest('.option-block')!;
    expect(pack.textContent).toMatch(/Caution : 160,00\s€/);
    // the product alone: its own deposit
    expect(document.querySelector('.booking .deposit')!.textContent).toMatch(/^Caution : 150,00\s€$/);
    await settle();
    fireEvent.click(screen.getByLabelText('Pack balade'));
    fireEvent.change(screen.getByLabelText('Quantité'), { target: { value: '2' } });
    await settle();
    expect(screen.getByText(/90,00\s€ pour ces dates/)).toBeTruthy();
    expect(document.querySelector('.booking .deposit')!.textContent).toMatch(/^Caution : 320,00\s€$/);
    // a dearer helmet chosen in the pack: 150 + 25 per pack
    fireEvent.change(screen.getByLabelText('Choix 1 du pack (1 ×)'), {
      target: { value: '0190a000-0000-7000-8000-000000000009' },
    });
    await settle();
    expect(document.querySelector('.booking .deposit')!.textContent).toMatch(/^Caution : 350,00\s€$/);
  });

  it('keeps a pack’s deposit within the shop’s ceiling for what is taken online', async () => {
    fakeApi({
      [CALENDAR]: (_, url) => ({ body: calendarDays(url) }),
      'GET /v2/online-store/maximum-product-availability': () => ({ body: { maximum: 3 } }),
      [`GET /v2/online-store/item-price/${shop.companyId}/${packId}/pack`]: () => ({ body: { price: 45, deposit: 0 } }),
    });
    await hydratedPage(productPage({ depositMaxCents: 16500 }));
    await settle();
    fireEvent.click(screen.getByLabelText('Pack balade'));
    fireEvent.change(screen.getByLabelText('Choix 1 du pack (1 ×)'), {
      target: { value: '0190a000-0000-7000-8000-000000000009' },
    });
    await settle();
    expect(document.querySelector('.booking .deposit')!.textContent).toMatch(/^Caution : 165,00\s€$/);
    // two packs: the ceiling holds for the booking, as the cart takes it
    fireEvent.change(screen.getByLabelText('Quantité'), { target: { value: '2' } });
    await settle();
    expect(document.querySelector('.booking .deposit')!.textContent).toMatch(/^Caution : 165,00\s€$/);
  });

  it('sends the insurance the customer ticks when the shop offers it as an option', async () => {
    const calls = fakeApi({
      [CALENDAR]: (_, url) => ({ body: calendarDays(url) }),
      'GET /v2/online-store/maximum-product-availability': () => ({ body: { maximum: 3 } }),
      'POST /v2/online-store/cart': (body) => ({
        body: heldCart((body as { lines: unknown[] }).lines.map(() => existing)),
      }),
    });
    await hydratedPage(productPage({ insurance: 'option' }));
    await settle();
    fireEvent.click(day(12));
    fireEvent.click(day(12));
    await settle();
    expect(screen.queryByText('Assurance location incluse.')).toBeNull();
    fireEvent.click(screen.getByLabelText('Ajouter l’assurance location (prix dans le panier)'));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await settle();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      slug: shop.slug,
      lines: [{ kind: 'product', id: bikeId, quantity: 1, start: '2026-06-12', end: '2026-06-12' }],
      insurance: true,
    });
  });

  it('names the product taken meanwhile when the cart refuses it, and starts a cart whose hold ran out anew', async () => {
    const calls = fakeApi({
      [CALENDAR]: (_, url) => ({ body: calendarDays(url) }),
      'GET /v2/online-store/maximum-product-availability': () => ({ body: { maximum: 1 } }),
      'POST /v2/online-store/cart': () => ({
        status: 409,
        body: { code: 'notAvailable', details: { conflicts: [{ productId: bikeId, name: 'Vélo', available: 0 }] } },
      }),
    });
    await hydratedPage(productPage());
    await settle();
    fireEvent.click(day(12));
    fireEvent.click(day(12));
    await settle();
    // one unit free: the quantity offers no more
    expect([...screen.getByLabelText<HTMLSelectElement>('Quantité').options].map((o) => o.value)).toEqual(['1']);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Plus disponible pour ces dates : Vélo.'));
    // no cart to read (404): the lines sent are the new ones only
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      slug: shop.slug,
      lines: [{ kind: 'product', id: bikeId, quantity: 1, start: '2026-06-12', end: '2026-06-12' }],
    });
  });

  it('offers the shop’s opening times when the product rents by the hour and sends them with the days', async () => {
    const calls = fakeApi({
      [CALENDAR]: (_, url) => ({ body: calendarDays(url) }),
      'GET /v2/online-store/maximum-product-availability': () => ({ body: { maximum: 2 } }),
      'POST /v2/online-store/cart': (body) => ({ body: heldCart((body as { lines: unknown[] }).lines) }),
    });
    await hydratedPage(productPage({ byTheHour: true, packs: [], services: [] }));
    await settle();
    fireEvent.click(day(12));
    fireEvent.click(day(12));
    const startTime = screen.getByLabelText<HTMLSelectElement>('Heure de départ');
    expect(startTime.options[0]!.value).toBe('09:00');
    expect(startTime.options[startTime.options.length - 1]!.value).toBe('18:00');
    fireEvent.change(startTime, { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText('Heure de retour'), { target: { value: '12:30' } });
    await settle();
    const maximum = calls.filter((c) => c.path.endsWith('maximum-product-availability')).at(-1)!;
    expect(maximum.url.searchParams.get('startDate')).toBe('2026-06-12T10:00');
    expect(maximum.url.searchParams.get('endDate')).toBe('2026-06-12T12:30');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await settle();
    expect((calls.find((c) => c.method === 'POST')!.body as { lines: unknown[] }).lines).toEqual([
      { kind: 'product', id: bikeId, quantity: 1, start: '2026-06-12T10:00', end: '2026-06-12T12:30' },
    ]);
  });
});
