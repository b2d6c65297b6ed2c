import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makePack, makeProduct, makeProductModel, makeService, makeUnits } from '../../../test/factories/catalogue.ts';
import { giveSettings } from '../../../test/factories/company-settings.ts';
import { makeShop } from '../../../test/factories.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { createVerticaleCategory } from '../catalogue/index.ts';
import { DEFAULTS } from '../company-settings/sections.ts';

// the store's server renderer from its source, as the web build bundles it
const renderer = fileURLToPath(new URL('../../../../web/src/store/entry-server.tsx', import.meta.url));
const { app, db, clock } = await createTestApp({ STORE_RENDERER: renderer, PUBLIC_URL: 'https://shops.example.test' });

/** The JSON of every `<script type="…">` of that type in a page. */
function scriptsOf(html: string, type: string) {
  const pattern = new RegExp(`<script type="${type}"[^>]*>(.*?)</script>`, 'gs');
  return [...html.matchAll(pattern)].map((m) => JSON.parse(m[1]));
}

async function storeWithBike() {
  const shop = await makeShop(app, db, { languages: ['fr', 'en'], defaultLanguage: 'fr', currency: 'EUR' });
  const verticale = await createVerticaleCategory({ db, now: new Date() } as Ctx, {
    verticale: 'BIKE',
    name: { fr: 'Vélos de ville', en: 'City bikes' },
  });
  const model = await makeProductModel(app, shop.headers, {
    name: 'Trek FX 2',
    categoryId: verticale.id,
    description: 'Vélo hybride léger pour le tour du lac.',
  });
  const bike = await makeProduct(app, shop.headers, {
    name: 'Vélo de ville Trek FX 2',
    productModelId: model.id,
    category: 'Vélos de ville',
  });
  await makeUnits(app, shop.headers, bike.id, 3);
  // the shop's own category, as the store's `items?category=` filters by it
  const category = bike.category as { id: string; name: string };
  return { shop, category, verticale, bike, model };
}

const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('online store pages', () => {
  it('sends a product page as HTML with its name, price for the next day and a schema.org Product with its Offer', async () => {
    clock.set('2026-06-10T08:00:00Z');
    const { shop, bike } = await storeWithBike();
    const res = await page(`/store/${shop.company.slug}/p/${bike.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(`<title>Vélo de ville Trek FX 2 · ${shop.company.name}</title>`);
    expect(html).toContain('<meta name="description" content="Vélo hybride léger pour le tour du lac.">');
    expect(html).toContain(
      `<link rel="canonical" href="https://shops.example.test/store/${shop.company.slug}/p/${bike.id}">`,
    );
    // 22 € a day (CITY_BIKE_GRID), shown in the body in French
    expect(html).toMatch(/22,00\s€ pour ces dates/);
    expect(html).toContain('Disponible en boutique');
    const [product] = scriptsOf(html, 'application/ld\\+json');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Vélo de ville Trek FX 2',
      description: 'Vélo hybride léger pour le tour du lac.',
      brand: { '@type': 'Brand', name: 'Trek' },
      category: 'Vélos de ville',
      offers: {
        '@type': 'Offer',
        price: '22.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
    const [data] = scriptsOf(html, 'application/json');
    expect(data.product.price).toEqual({
      start: '2026-06-10T22:00:00.000Z',
      end: '2026-06-11T22:00:00.000Z',
      totalCents: 2200,
      depositCents: 15000,
    });
    expect(data.words.product.inStock).toBe('Disponible en boutique');
  });

  it('speaks the language asked for in the address, else the browser’s, when the shop speaks it', async () => {
    const { shop, bike } = await storeWithBike();
    const url = `/store/${shop.company.slug}/p/${bike.id}`;
    expect((await page(url, { 'accept-language': 'en-GB,en;q=0.9' })).body).toContain('Available in the shop');
    expect((await page(`${url}?lang=en`)).body).toContain('<html lang="en">');
    // Italian is not one of the shop's languages: its own language
    expect((await page(url, { 'accept-language': 'it' })).body).toContain('<html lang="fr">');
  });

  it('lists a category’s store products on its page, and the shop’s categories and products on its home page', async () => {
    const { shop, category, bike } = await storeWithBike();
    const hidden = await makeProduct(app, shop.headers, { name: 'Vélo de l’atelier', online: false });
    const home = await page(`/store/${shop.company.slug}`);
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(`href="/store/${shop.company.slug}/c/${category.id}"`);
    expect(home.body).toContain(`href="/store/${shop.company.slug}/p/${bike.id}"`);
    expect(home.body).not.toContain('Vélo de l’atelier');
    expect(home.body).not.toContain(hidden.id);
    const listed = await page(`/store/${shop.company.slug}/c/${category.id}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).toContain('<h1>Vélos de ville</h1>');
    // the store's "from" price, as its items call shows it: the grid's half day
    expect(listed.body).toMatch(/dès 15,00\s€ la demi-journée/);
  });

  it('finds store products by their name', async () => {
    const { shop, bike } = await storeWithBike();
    const found = await page(`/store/${shop.company.slug}/search?q=trek`);
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain(`href="/store/${shop.company.slug}/p/${bike.id}"`);
    expect(found.body).toContain('<meta name="robots" content="noindex">');
    const none = await page(`/store/${shop.company.slug}/search?q=kayak`);
    expect(none.body).toContain('Aucun article ne correspond à votre recherche.');
  });

  it('finds on its search page and lists on a category page exactly what the store’s items call finds', async () => {
    const { shop, category, bike } = await storeWithBike();
    const brand = await makeProductModel(app, shop.headers, { name: 'Cargo', brand: 'Moustache' });
    const cargo = await makeProduct(app, shop.headers, {
      name: 'Vélo cargo',
      productModelId: brand.id,
      category: 'Vélos de ville',
    });
    const items = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/v2/online-store/items/${shop.company.id}?${query}` }))
        .json()
        .items.map((i: { id: string }) => i.id);
    const linked = (html: string) =>
      [...html.matchAll(new RegExp(`/store/${shop.company.slug}/p/([0-9a-f-]{36})`, 'g'))].map((m) => m[1]);
    // by the brand of its model, as the call searches
    const byBrand = await page(`/store/${shop.company.slug}/search?q=moustache`);
    expect(linked(byBrand.body)).toEqual([cargo.id]);
    expect(await items('search=moustache')).toEqual([cargo.id]);
    const listed = await page(`/store/${shop.company.slug}/c/${category.id}`);
    expect(linked(listed.body)).toEqual(await items(`category=${category.id}`));
    expect(linked(listed.body).sort()).toEqual([bike.id, cargo.id].sort());
  });

  it('offers on a product page the packs that hold it with their choices, the services and the dates to book', async () => {
    clock.set('2026-06-10T08:00:00Z');
    const { shop, bike, verticale } = await storeWithBike();
    const helmetModel = await makeProductModel(app, shop.headers, { name: 'Casque', categoryId: verticale.id });
    const helmet = await makeProduct(app, shop.headers, { name: 'Casque M', productModelId: helmetModel.id });
    const pack = await makePack(app, shop.headers, {
      name: 'Pack balade',
      type: 'CATEGORY',
      items: [{ categoryId: verticale.id, quantity: 1 }],
    });
    await makePack(app, shop.headers, { name: 'Pack caché', online: false, items: [{ productId: bike.id }] });
    const lock = await makeService(app, shop.headers, { name: 'Antivol', pricingMode: 'PER_ITEM', price: 3 });
    const res = await page(`/store/${shop.company.slug}/p/${bike.id}`);
    expect(res.statusCode).toBe(200);
    const [data] = scriptsOf(res.body, 'application/json');
    const item = (pack.items as { id: string }[])[0];
    expect(data.product.booking).toEqual({
      bookable: true,
      byTheHour: true,
      today: '2026-06-10',
      packs: [
        {
          id: pack.id,
          name: 'Pack balade',
          items: [
            {
              id: item.id,
              quantity: 1,
              product: null,
              choices: [
                // each choice with its deposit: the page works out the pack's for the customer's choice
                { id: helmet.id, name: 'Casque M', depositCents: 15000 },
                { id: bike.id, name: 'Vélo de ville Trek FX 2', depositCents: 15000 },
              ],
            },
          ],
          // the bike's own deposit: the page's product is the pack's default choice
          depositCents: 15000,
        },
      ],
      services: [
        { id: lock.id, name: 'Antivol', description: null, pricingMode: 'PER_ITEM', priceCents: 300, mandatory: false },
      ],
      insurance: null,
      closedDates: [],
      depositMaxCents: null,
    });
    // the booking form arrives in the HTML: a calendar of the month and the button to add to the cart
    expect(res.body).toContain('juin 2026');
    expect(res.body).toContain('Ajouter au panier');
  });

  it('gives a pack its deposit for the default choices within the shop’s ceiling, and the closed dates not over yet', async () => {
    clock.set('2026-06-10T08:00:00Z');
    const { shop, bike, verticale } = await storeWithBike();
    const helmetModel = await makeProductModel(app, shop.headers, { name: 'Casque' });
    const helmet = await makeProduct(app, shop.headers, {
      name: 'Casque',
      productModelId: helmetModel.id,
      deposit: 40,
    });
    // a product of the category sorted before the bike: the first choice, but not the page's default
    const arrowModel = await makeProductModel(app, shop.headers, { name: 'Arrow', categoryId: verticale.id });
    await makeProduct(app, shop.headers, { name: 'Arrow', productModelId: arrowModel.id, deposit: 10 });
    const family = await makePack(app, shop.headers, {
      name: 'Pack famille',
      items: [
        { productId: helmet.id, quantity: 2 },
        { productId: bike.id, quantity: 1 },
      ],
    });
    const duo = await makePack(app, shop.headers, {
      name: 'Pack duo',
      type: 'CATEGORY',
      items: [{ categoryId: verticale.id, quantity: 2 }],
    });
    const packsOf = async () => {
      const res = await page(`/store/${shop.company.slug}/p/${bike.id}`);
      const [data] = scriptsOf(res.body, 'application/json');
      return data.product.booking as { packs: { id: string; depositCents: number }[]; closedDates: unknown[] };
    };
    // 2 helmets at €40 and the bike at €150; two of the page's bike (not the first choice, Arrow at €10)
    expect((await packsOf()).packs).toMatchObject([
      { id: duo.id, depositCents: 30000 },
      { id: family.id, depositCents: 23000 },
    ]);
    const { bail } = DEFAULTS;
    await giveSettings(db, shop.company.id, {
      bail: { ...bail, maxCents: { ...bail.maxCents, lcd: 20000 } },
      closedDates: [
        { start: '2026-05-01', end: '2026-06-09', label: 'Travaux' },
        { start: '2026-06-09', end: '2026-06-10', label: null },
        { start: '2026-08-15', end: '2026-08-15', label: 'Assomption' },
      ],
    });
    const booking = await packsOf();
    expect(booking.packs).toMatchObject([
      { id: duo.id, depositCents: 20000 },
      { id: family.id, depositCents: 20000 },
    ]);
    expect(booking.closedDates).toEqual([
      { start: '2026-06-09', end: '2026-06-10' },
      { start: '2026-08-15', end: '2026-08-15' },
    ]);
  });

  it('sends the cart page as a light shell for the cart to be read in the browser, and links the cart from every page', async () => {
    const { shop } = await storeWithBike();
    const res = await page(`/store/${shop.company.slug}/cart?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<title>Your cart · ${shop.company.name}</title>`);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain('<h1>Your cart</h1>');
    expect(res.body).toContain('data-island="cart"');
    expect(res.body).toContain('Reading your cart…');
    // what the browser needs to read it: the shop's address and words, nothing of any cart
    const [data] = scriptsOf(res.body, 'application/json');
    expect(data.shop.slug).toBe(shop.company.slug);
    expect(data.words.cart.title).toBe('Your cart');
    expect(data.product).toBeUndefined();
    const home = await page(`/store/${shop.company.slug}`);
    expect(home.body).toContain(`href="/store/${shop.company.slug}/cart"`);
  });

  it('answers 404 for the cart page of an unknown or switched-off store, and below the cart page', async () => {
    const { shop } = await storeWithBike();
    const slug = shop.company.slug;
    for (const url of ['/store/no-such-shop-anywhere/cart', `/store/${slug}/cart/extra`, `/store/${slug}/carts`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Page introuvable');
      expect(res.body, url).not.toContain('data-island="cart"');
    }
    await db.$client.query(`update companies set access = '{"onlineStore": false}' where id = $1`, [shop.company.id]);
    const off = await page(`/store/${slug}/cart`);
    expect(off.statusCode).toBe(404);
    expect(off.body).not.toContain('data-island="cart"');
  });

  it('takes any search text or language from the address without failing: NUL bytes, repeated or empty values', async () => {
    const { shop, bike } = await storeWithBike();
    const base = `/store/${shop.company.slug}`;
    for (const query of ['q=tr%00ek', 'q=%00', 'q=trek&q=fx', 'q=', 'lang=%00', 'lang=en&lang=fr', 'q=%25_%5C']) {
      const res = await page(`${base}/search?${query}`);
      expect(res.statusCode, query).toBe(200);
    }
    const nul = await page(`${base}/search?q=tr%00ek`);
    expect(nul.body).toContain(`href="${base}/p/${bike.id}"`);
  });

  it('answers 404 for an unknown store, an unknown path and a product hidden from the store or deleted', async () => {
    const { shop, bike } = await storeWithBike();
    const hidden = await makeProduct(app, shop.headers, { name: 'Vélo de l’atelier', online: false });
    const deleted = await makeProduct(app, shop.headers, { name: 'Vélo vendu' });
    const del = await app.inject({ method: 'DELETE', url: `/v2/products/delete/${deleted.id}`, headers: shop.headers });
    expect(del.statusCode).toBe(200);
    const other = await storeWithBike();
    const slug = shop.company.slug;
    for (const url of [
      '/store/no-such-shop-anywhere',
      `/store/${slug}/p/${hidden.id}`,
      `/store/${slug}/p/${deleted.id}`,
      `/store/${slug}/p/${other.bike.id}`,
      `/store/${slug}/p/not-an-id`,
      `/store/${slug}/somewhere/else`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('Page introuvable');
      expect(res.body, url).not.toContain('Vélo de l’atelier');
      expect(res.body, url).not.toContain('Vélo vendu');
    }
    expect((await page(`/store/${slug}/p/${bike.id}`)).statusCode).toBe(200);
  });

  it('sends a former store address to the current one for good (301), path and query kept', async () => {
    const { shop, bike } = await storeWithBike();
    const former = shop.company.slug;
    const moved = await app.inject({
      method: 'PUT',
      url: '/v2/company/updateSlug',
      headers: shop.headers,
      payload: { slug: `${former}-lac` },
    });
    expect(moved.statusCode).toBe(200);
    const res = await page(`/store/${former}/p/${bike.id}?lang=en`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/store/${former}-lac/p/${bike.id}?lang=en`);
    expect((await page(`/store/${former}`)).headers.location).toBe(`/store/${former}-lac`);
    expect((await page(`/store/${former}-lac/p/${bike.id}`)).statusCode).toBe(200);
  });

  it('answers 404 when an administrator switched the shop’s store off', async () => {
    const { shop, bike } = await storeWithBike();
    await db.$client.query(`update companies set access = '{"onlineStore": false}' where id = $1`, [shop.company.id]);
    const res = await page(`/store/${shop.company.slug}/p/${bike.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Trek FX 2');
  });

  it('never lets a product name end the page’s scripts or write markup', async () => {
    const { shop } = await storeWithBike();
    const name = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
    const evil = await makeProduct(app, shop.headers, { name, description: `${name} & more` });
    const res = await page(`/store/${shop.company.slug}/p/${evil.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<img src=x');
    // exactly the page's own scripts: structured data and hydration data
    expect(res.body.match(/<script/g)).toHaveLength(2);
    expect(scriptsOf(res.body, 'application/ld\\+json')[0].name).toBe(name);
    expect(scriptsOf(res.body, 'application/json')[0].product.name).toBe(name);
    expect(res.body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
  });

  it('compresses a page for a browser that asks (brotli, else gzip), and sends it plain otherwise', async () => {
    clock.set('2026-06-10T08:00:00Z');
    const { shop, bike } = await storeWithBike();
    const url = `/store/${shop.company.slug}/p/${bike.id}`;
    const plain = await page(url);
    const br = await page(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await page(url, { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });
});
