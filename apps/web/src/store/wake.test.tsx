import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarDays, fakeApi, productPage, serverPage, settle } from './cart/test-page.ts';
import { hydrateIslands } from './islands.tsx';
import { wakeOnTouch } from './wake.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The product page's islands, woken as the client entry does; their script "arrives" when `arrive` is called. */
function wakeablePage() {
  serverPage(productPage());
  let arrive = () => {};
  const loading = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const hydrate = vi.fn(async () => {
    await loading;
    hydrateIslands();
  });
  wakeOnTouch(document.querySelectorAll<HTMLElement>('[data-island]'), hydrate);
  return { hydrate, arrive: () => act(async () => arrive()) };
}

const nextMonth = () => screen.getByRole('button', { name: 'Mois suivant' });

describe('the islands of a store page', () => {
  it('load on the first touch, once, and a button tapped while they load is pressed once they are ready', async () => {
    fakeApi({ 'GET /v2/online-store/product-availability-v2': (_, url) => ({ body: calendarDays(url) }) });
    const page = wakeablePage();
    expect(page.hydrate).not.toHaveBeenCalled();
    fireEvent.pointerDown(nextMonth());
    fireEvent.click(nextMonth());
    fireEvent.focusIn(nextMonth());
    expect(page.hydrate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'juin 2026' })).toBeTruthy();
    await page.arrive();
    await settle();
    expect(screen.getByRole('heading', { name: 'juillet 2026' })).toBeTruthy();
    // pressed once: the next tap moves one month more
    fireEvent.click(nextMonth());
    expect(screen.getByRole('heading', { name: 'août 2026' })).toBeTruthy();
    expect(page.hydrate).toHaveBeenCalledTimes(1);
  });

  it('press nothing again when the customer only reached for them', async () => {
    fakeApi({ 'GET /v2/online-store/product-availability-v2': (_, url) => ({ body: calendarDays(url) }) });
    const page = wakeablePage();
    fireEvent.pointerEnter(nextMonth());
    await page.arrive();
    await settle();
    expect(screen.getByRole('heading', { name: 'juin 2026' })).toBeTruthy();
  });
});
