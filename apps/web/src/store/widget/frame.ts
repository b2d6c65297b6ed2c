import { withCartToken } from './cart-token.ts';

/** The message a store page in a frame sends the host page (widget.js reads it). */
export const HEIGHT_MESSAGE = 'hirebase-store:height';

/** The checkout and order pages open in the top window: a card page must never be framed by another site. */
const TOP_WINDOW_PAGE = /^\/store\/[^/]+\/(checkout|order)(\/|$)/;

/**
 * Where a link of the framed store leads: in the frame with `embed=1`, or the checkout in the top window; either way
 * with the cart's token in the fragment when the page holds one.
 */
export function framedLink(href: string, here: string): { href: string; top: boolean } | null {
  let url: URL;
  try {
    url = new URL(href, here);
  } catch {
    return null;
  }
  if (url.origin !== new URL(here).origin || !url.pathname.startsWith('/store/')) return null;
  if (TOP_WINDOW_PAGE.test(url.pathname)) {
    url.searchParams.delete('embed');
    return { href: withCartToken(url.toString()), top: true };
  }
  url.searchParams.set('embed', '1');
  return { href: withCartToken(url.toString()), top: false };
}

function sendHeight() {
  const height = Math.ceil(document.documentElement.scrollHeight);
  // the height is no secret and the host's origin is unknown here; the host checks where the message comes from
  // with the page's address, the host page knows when the customer moved to another page of the store
  window.parent.postMessage(
    { type: HEIGHT_MESSAGE, height, page: window.location.pathname + window.location.search },
    '*',
  );
}

/** A store page in a frame: tells the host page its height, and keeps links in the frame (checkout excepted). */
export function startFrame(): void {
  sendHeight();
  if (typeof ResizeObserver !== 'undefined') new ResizeObserver(sendHeight).observe(document.body);
  window.addEventListener('load', sendHeight);
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target === '_blank') return;
      const next = framedLink(link.getAttribute('href') ?? '', window.location.href);
      if (!next) return;
      link.href = next.href;
      if (next.top) link.target = '_top';
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (form.method.toLowerCase() !== 'get') return;
      if (!form.querySelector('input[name="embed"]')) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = 'embed';
        input.value = '1';
        form.append(input);
      }
      // a GET form keeps its action's fragment: the next page gets the cart's token as a link would give it
      form.action = withCartToken(form.action);
    },
    true,
  );
}
