import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeShop } from '../../../test/factories.ts';

// the store's server renderer from its source, as the web build bundles it
const renderer = fileURLToPath(new URL('../../../../web/src/store/entry-server.tsx', import.meta.url));
const { app, db } = await createTestApp({ STORE_RENDERER: renderer, PUBLIC_URL: 'https://shops.example.test' });

const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const ORDER_ID = '0190a000-0000-7000-8000-0000000000aa';

/** The JSON of the page's `<script type="application/json" id="…">`. */
function embedded(html: string, id: string) {
  const found = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html);
  return found ? JSON.parse(found[1]) : null;
}

const frameAncestors = (csp: unknown) => /frame-ancestors ([^;]*)/.exec(String(csp))?.[1];

describe('the store’s checkout and order pages', () => {
  it('send the checkout as an HTML shell whose island gets the shop and the words, and no frame may hold it', async () => {
    const shop = await makeShop(app, db, { languages: ['fr', 'en'], defaultLanguage: 'fr' });
    const res = await page(`/store/${shop.company.slug}/checkout`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<title>Finaliser la réservation · ${shop.company.name}</title>`);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain('data-island="checkout"');
    const data = embedded(res.body, 'store-checkout');
    expect(data).toMatchObject({ kind: 'checkout', orderId: null, shop: { companyId: shop.company.id } });
    expect(data.words.checkout.submit.pay).toBe('Payer et réserver');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(frameAncestors(res.headers['content-security-policy'])).toBe("'none'");
    const en = await page(`/store/${shop.company.slug}/checkout?lang=en`);
    expect(embedded(en.body, 'store-checkout').words.checkout.submit.pay).toBe('Pay and book');
  });

  it('send an order’s confirmation shell with the order’s id, never its token', async () => {
    const shop = await makeShop(app, db);
    const res = await page(`/store/${shop.company.slug}/order/${ORDER_ID.toUpperCase()}?token=secret-of-the-link`);
    expect(res.statusCode).toBe(200);
    expect(embedded(res.body, 'store-checkout')).toMatchObject({ kind: 'order', orderId: ORDER_ID });
    expect(res.body).not.toContain('secret-of-the-link');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('answer 404 for an unknown store and for an order address that is not one', async () => {
    const shop = await makeShop(app, db);
    for (const url of [
      '/store/no-such-shop-here/checkout',
      `/store/no-such-shop-here/order/${ORDER_ID}`,
      `/store/${shop.company.slug}/order/not-an-id`,
      `/store/${shop.company.slug}/order`,
      `/store/${shop.company.slug}/checkout/more`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Page introuvable');
      expect(res.body, url).not.toContain('store-checkout');
    }
  });
});

describe('the store in other sites’ frames', () => {
  it('lets any site frame the store’s other pages, while the API and dashboard stay unframable', async () => {
    const shop = await makeShop(app, db);
    const home = await page(`/store/${shop.company.slug}`);
    expect(home.statusCode).toBe(200);
    expect(home.headers['x-frame-options']).toBeUndefined();
    expect(frameAncestors(home.headers['content-security-policy'])).toBe('*');
    expect(String(home.headers['content-security-policy'])).toContain("script-src 'self'");
    const missing = await page(`/store/${shop.company.slug}/p/${ORDER_ID}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-frame-options']).toBeUndefined();
    const api = await page('/v2/health/ping');
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(frameAncestors(api.headers['content-security-policy'])).toBe("'none'");
  });

  it('drops the shop’s brand and footer in a frame (embed=1), and only then', async () => {
    const shop = await makeShop(app, db);
    const framed = await page(`/store/${shop.company.slug}?embed=1`);
    const plain = await page(`/store/${shop.company.slug}`);
    expect(framed.body).toContain('class="embedded"');
    expect(framed.body).not.toContain('<footer');
    expect(plain.body).toContain('<footer');
    expect((await page(`/store/${shop.company.slug}?embed=0`)).body).toContain('<footer');
  });

  it('shows a page the browser loads in a frame as framed, though its address lost embed=1', async () => {
    const shop = await makeShop(app, db);
    const framed = await page(`/store/${shop.company.slug}/search?q=bike`, { 'sec-fetch-dest': 'iframe' });
    expect(framed.body).toContain('class="embedded"');
    expect(framed.body).not.toContain('<footer');
    expect(framed.headers.vary).toContain('sec-fetch-dest');
    const top = await page(`/store/${shop.company.slug}/search?q=bike`, { 'sec-fetch-dest': 'document' });
    expect(top.body).toContain('<footer');
  });
});

/** A page of a shop's own site, just enough for the widget: elements, attributes, messages. */
function hostPage(scriptAttributes: Record<string, string>, placeholders: string[] = []) {
  type Node = {
    tag: string;
    attributes: Record<string, string>;
    children: Node[];
    style: Record<string, string>;
    src?: string;
    title?: string;
    contentWindow?: unknown;
    scrolled?: number;
  };
  const node = (tag: string, attributes: Record<string, string> = {}): Node & Record<string, unknown> => ({
    tag,
    attributes,
    children: [],
    style: {},
    getAttribute: (name: string) => attributes[name] ?? null,
    setAttribute: (name: string, value: string) => {
      attributes[name] = value;
    },
    // scrolled past: the frame's top is above the window
    getBoundingClientRect: () => ({ top: -200 }),
    scrolled: 0,
    scrollIntoView() {
      this.scrolled = (this.scrolled ?? 0) + 1;
    },
    appendChild(child: Node) {
      this.children.push(child);
    },
  });
  const body = node('body');
  const script = Object.assign(node('script', scriptAttributes), {
    src: scriptAttributes.src,
    parentNode: { insertBefore: (child: Node) => body.children.push(child) },
  });
  const holders = placeholders.map((slug) => node('div', { 'data-hirebase-store': slug }));
  const listeners: ((event: unknown) => void)[] = [];
  const frames = () =>
    [body, ...holders].flatMap((n) =>
      n.children.flatMap((c) => (c.tag === 'iframe' ? [c] : c.children.filter((f) => f.tag === 'iframe'))),
    );
  const window = {
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      type === 'message' && listeners.push(listener),
  };
  const document = {
    currentScript: script,
    readyState: 'complete',
    createElement: (tag: string) => Object.assign(node(tag), { contentWindow: { frame: tag } }),
    querySelectorAll: (selector: string) => (selector === '[data-hirebase-store]' ? holders : []),
    addEventListener: () => {},
  };
  const context = { window, document, location: { href: 'https://bikes.example/' }, URL };
  const post = (event: unknown) => {
    for (const listener of listeners) listener(event);
  };
  return { context, frames, post };
}

describe('the booking widget (GET /widget.js)', () => {
  it('is a script any site may load, kept an hour by caches and revalidated by its ETag', async () => {
    const res = await page('/widget.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body.length).toBeLessThan(4000);
    const again = await page('/widget.js', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('puts a frame of the store where the script or a placeholder stands, sized by the store’s messages only', async () => {
    const script = (await page('/widget.js')).body;
    const host = hostPage({ src: 'https://book.example.test/widget.js', 'data-store': 'cycles-du-lac' }, ['ski-shop']);
    runInNewContext(script, host.context);
    const [first, second] = host.frames();
    expect(first.src).toBe('https://book.example.test/store/cycles-du-lac?embed=1');
    expect(second.src).toBe('https://book.example.test/store/ski-shop?embed=1');
    expect(first.title).toBe('Online store');
    host.post({
      origin: 'https://evil.example',
      source: first.contentWindow,
      data: { type: 'hirebase-store:height', height: 99 },
    });
    expect(first.style.height).toBeUndefined();
    host.post({
      origin: 'https://book.example.test',
      source: first.contentWindow,
      data: { type: 'hirebase-store:height', height: 812.4 },
    });
    expect(first.style.height).toBe('813px');
    expect(second.style.height).toBeUndefined();
    host.post({
      origin: 'https://book.example.test',
      source: second.contentWindow,
      data: { type: 'hirebase-store:height', height: '1e9' },
    });
    expect(second.style.height).toBeUndefined();
  });

  it('brings the frame’s top into view when the customer moves to another page of the store, not on the first', async () => {
    const script = (await page('/widget.js')).body;
    const host = hostPage({ src: 'https://book.example.test/widget.js', 'data-store': 'cycles-du-lac' });
    runInNewContext(script, host.context);
    const [frame] = host.frames();
    const report = (pagePath: string) =>
      host.post({
        origin: 'https://book.example.test',
        source: frame.contentWindow,
        data: { type: 'hirebase-store:height', height: 900, page: pagePath },
      });
    report('/store/cycles-du-lac?embed=1');
    report('/store/cycles-du-lac?embed=1');
    expect(frame.scrolled).toBe(0);
    report('/store/cycles-du-lac/p/abc?embed=1');
    expect(frame.scrolled).toBe(1);
  });

  it('frames nothing for a store name that is not a store address: no markup or path can be slipped in', async () => {
    const script = (await page('/widget.js')).body;
    for (const slug of [
      '"><img src=x onerror=alert(1)>',
      '../../v2/user/me',
      'shop?x=1',
      'a/b',
      '',
      'javascript:alert(1)',
    ]) {
      const host = hostPage({ src: 'https://book.example.test/widget.js', 'data-store': slug }, [slug]);
      runInNewContext(script, host.context);
      expect(host.frames(), slug).toEqual([]);
    }
  });

  it('names the public address when the browser cannot tell where the script came from', async () => {
    const script = (await page('/widget.js')).body;
    const host = hostPage({ 'data-store': 'cycles-du-lac' });
    runInNewContext(script, host.context);
    expect(host.frames()[0].src).toBe('https://shops.example.test/store/cycles-du-lac?embed=1');
  });
});
