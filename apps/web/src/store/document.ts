import type { StoreAssets, StorePageView } from '@hirebase/shared/store-pages';
import type { StoreMessages } from '../i18n/areas/store/fr.ts';
import { CART_DATA_ID } from './cart/island-ids.ts';
import { CHECKOUT_DATA_ID, checkoutIslandData } from './checkout/island-data.ts';
import { ISLAND_DATA_ID, type IslandData, scriptSafeJson } from './data.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const COLOR = /^#[0-9a-f]{3,8}$/i;
const color = (value: string, fallback: string) => (COLOR.test(value) ? value : fallback);

/** A description for search engines: the first 160 characters of the text, on one line. */
const summary = (text: string | null | undefined) => {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
};

export function titleOf(view: StorePageView, words: StoreMessages): string {
  const { shop, page } = view;
  if (!shop || page.kind === 'notFound') return words.notFound.title;
  if (page.kind === 'product') return `${page.product.name} · ${shop.name}`;
  if (page.kind === 'collection') return `${page.collection.name} · ${shop.name}`;
  if (page.kind === 'search') return `${words.search.title} · ${shop.name}`;
  if (page.kind === 'checkout') return `${words.checkout.title} · ${shop.name}`;
  if (page.kind === 'order') return `${words.checkout.order.pageTitle} · ${shop.name}`;
  if (page.kind === 'cart') return `${words.cart.title} · ${shop.name}`;
  return shop.name;
}

function descriptionOf(view: StorePageView): string {
  const { shop, page } = view;
  if (!shop) return '';
  if (page.kind === 'product') return summary(page.product.description ?? shop.shortDescription);
  return summary(shop.shortDescription ?? shop.description);
}

/** schema.org data of a product page: the product and its offer for the default day. */
export function structuredData(view: StorePageView): object | null {
  const { shop, page, origin, path } = view;
  if (!shop || page.kind !== 'product') return null;
  const { product } = page;
  const url = `${origin}${path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(product.photos.length ? { image: product.photos.map((p) => `${origin}${p.url}`) } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.category ? { category: product.category.name } : {}),
    url,
    ...(product.price
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: (product.price.totalCents / 100).toFixed(2),
            priceCurrency: shop.currency,
            availability: product.units > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            seller: { '@type': 'Organization', name: shop.name },
          },
        }
      : {}),
  };
}

function themeStyle(view: StorePageView): string {
  const theme = view.shop?.theme;
  if (!theme) return '';
  return `:root{--primary:${color(theme.primaryColor, '#0b6e4f')};--secondary:${color(theme.secondaryColor, '#f59e0b')};--background:${color(theme.backgroundColor, '#ffffff')};--text:${color(theme.textColor, '#111827')};--radius:${Math.max(0, Math.min(32, Math.round(theme.buttonsRadius)))}px}`;
}

/** What a page's interactive parts need: a product page's price for other dates. */
function islandData(view: StorePageView, words: StoreMessages): IslandData | null {
  const { shop, page } = view;
  if (shop && page.kind === 'product' && page.product.booking?.bookable) return { shop, product: page.product, words };
  if (!shop || page.kind !== 'product' || !page.product.price) return null;
  return { shop, product: page.product, words };
}

/** The cart page's island data: the shop and its words (the cart itself is read in the browser). */
function cartIslandData(view: StorePageView, words: StoreMessages): string {
  if (!view.shop || view.page.kind !== 'cart') return '';
  return `<script type="application/json" id="${CART_DATA_ID}">${scriptSafeJson({ shop: view.shop, words })}</script>`;
}

/** The whole HTML document of a store page around its rendered body; the entry script only where it has islands. */
export function storeDocument(view: StorePageView, words: StoreMessages, body: string, assets: StoreAssets): string {
  const islands = islandData(view, words);
  const checkout = checkoutIslandData(view, words);
  const description = descriptionOf(view);
  const data = structuredData(view);
  const indexable = view.page.kind === 'home' || view.page.kind === 'product' || view.page.kind === 'collection';
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(titleOf(view, words))}</title>`,
    description && `<meta name="description" content="${escapeHtml(description)}">`,
    indexable
      ? `<link rel="canonical" href="${escapeHtml(`${view.origin}${view.path}`)}">`
      : '<meta name="robots" content="noindex">',
    view.shop && `<meta name="theme-color" content="${color(view.shop.theme.primaryColor, '#0b6e4f')}">`,
    // the style sheet is the app's own build output; `</` cannot end the element early in CSS it wrote
    `<style>${themeStyle(view)}${assets.css.replace(/<\//g, '<\\/')}</style>`,
    data && `<script type="application/ld+json">${scriptSafeJson(data)}</script>`,
    // every page of a store runs the entry (a few hundred bytes) for its header's cart count
    (islands || checkout || view.embed || view.shop) &&
      assets.script &&
      `<script type="module" src="${escapeHtml(assets.script)}"></script>`,
  ].filter(Boolean);
  const hydration = islands
    ? `<script type="application/json" id="${ISLAND_DATA_ID}">${scriptSafeJson(islands)}</script>`
    : checkout
      ? `<script type="application/json" id="${CHECKOUT_DATA_ID}">${scriptSafeJson(checkout)}</script>`
      : '';
  const cart = cartIslandData(view, words);
  return `<!doctype html><html lang="${view.language}"><head>${head.join('')}</head><body>${body}${hydration}${cart}</body></html>`;
}
