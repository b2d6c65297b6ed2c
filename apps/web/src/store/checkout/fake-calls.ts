import type { StorePageView } from '@hirebase/shared/store-pages';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { renderStorePage } from '../entry-server.tsx';
import { mountCheckout } from './mount.tsx';

type Reply = { status: number; body: unknown } | (() => { status: number; body: unknown });

/** A fetch that answers the checkout calls by `METHOD path` (path without its query), and records each request. */
export function fakeCalls(routes: Record<string, Reply>) {
  const requests: { method: string; url: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    requests.push({ method, url, body: init.body, headers: (init.headers ?? {}) as Record<string, string> });
    const reply = routes[`${method} ${url.split('?')[0]}`];
    if (!reply) return Response.json({ statusCode: 404, code: 'notFound', message: 'no route' }, { status: 404 });
    const { status, body } = typeof reply === 'function' ? reply() : reply;
    return Response.json(body, { status });
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}

export const ok = (body: unknown, status = 200) => ({ status, body });
export const failed = (error: { statusCode: number; code: string; message: string }) => ({
  status: error.statusCode,
  body: error,
});

/** The page as the server sends it, at `address`, with its island started as the client entry starts it. */
export async function openPage(view: StorePageView, address: string) {
  const html = renderStorePage(view, { script: '/assets/store.js', css: '' });
  window.history.replaceState(null, '', address);
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
  const navigate = vi.fn();
  const island = document.querySelector<HTMLElement>('[data-island="checkout"]');
  if (!island) throw new Error('no checkout island on the page');
  await act(async () => mountCheckout(island, navigate));
  return { html, navigate };
}
