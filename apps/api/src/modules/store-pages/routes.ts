import type { Language } from '@hirebase/shared';
import type { RenderStorePage, StorePage, StorePageView, StoreShopView } from '@hirebase/shared/store-pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/pool.ts';
import { anonymous } from '../../platform/http/actor.ts';
import type { Ctx, Deps } from '../../platform/http/context.ts';
import { checkoutPage, orderPage } from './checkout-pages.ts';
import { compressedPage } from './compress.ts';
import { allowFraming } from './frame-headers.ts';
import { acceptedLanguages, storeLanguage } from './language.ts';
import { findStoreShop, type StoreShopFound } from './loader.ts';
import { categoryPage, homePage, productPage, searchPage, shopView, universePage } from './page-views.ts';
import { loadRenderer, rendererPath, storeAssets } from './renderer.ts';
import { registerWidget } from './widget-route.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/i;
const LANGUAGES = ['fr', 'en', 'es', 'pt', 'it'];

interface StoreRequest {
  Params: { slug: string; '*'?: string };
  Querystring: { lang?: unknown; q?: unknown; embed?: unknown };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The page a path inside a store shows; null when it shows nothing. */
async function pageAt(ctx: Ctx, found: StoreShopFound, shop: StoreShopView, rest: string, query: string) {
  const parts = rest.split('/').filter(Boolean);
  if (parts.length === 0) return homePage(ctx, shop, found.settings.onlineStore.featuredIds);
  if (parts.length === 1 && parts[0] === 'search') return searchPage(ctx, shop, query);
  if (parts.length === 1 && parts[0] === 'checkout') return checkoutPage();
  if (parts.length === 1 && parts[0] === 'cart') return { kind: 'cart' } as const;
  if (parts.length !== 2 || !UUID.test(parts[1])) return null;
  const id = parts[1].toLowerCase();
  if (parts[0] === 'order') return orderPage(id);
  if (parts[0] === 'p') return productPage(ctx, shop, id, found.settings);
  if (parts[0] === 'c') return categoryPage(ctx, shop, id);
  if (parts[0] === 'u') return universePage(ctx, shop, id);
  return null;
}

/**
 * The online store's pages, outside the API: `/store/<slug>` and below, rendered on the server as whole HTML
 * documents (the web build's server renderer), then hydrated where they are interactive.
 */
export async function registerStorePages(app: FastifyInstance, deps: Deps, db: Database) {
  const { webDist, storeRenderer, publicUrl } = deps.config;
  const render: RenderStorePage | undefined = await loadRenderer(rendererPath(webDist, storeRenderer));
  const assets = storeAssets(webDist);
  const origin = new URL(publicUrl).origin;
  const https = publicUrl.startsWith('https:');
  if (!render) app.log.warn('The online store has no server renderer: build the web app to serve /store pages');

  function send(request: FastifyRequest, reply: FastifyReply, status: number, view: StorePageView) {
    // a page is framed or not by the browser's word as well as its address (`embed` below)
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'sec-fetch-dest')
      .type('text/html; charset=utf-8');
    allowFraming(reply, view, https);
    if (!render) {
      return reply
        .status(503)
        .send('<!doctype html><title>Store unavailable</title><p>The online store is not built on this server.</p>');
    }
    return reply.send(compressedPage(request, reply, render(view, assets)));
  }

  async function handler(request: FastifyRequest<StoreRequest>, reply: FastifyReply) {
    const ctx: Ctx = {
      db,
      actor: anonymous,
      companyId: null,
      now: deps.now(),
      log: request.log,
      requestId: request.id,
      ip: request.ip,
      deps,
      memo: new Map(),
    };
    const { slug } = request.params;
    const rest = request.params['*'] ?? '';
    const queryLang = text(request.query.lang);
    let found = SLUG.test(slug) ? await findStoreShop(ctx, slug) : null;
    if (!found) {
      const language = ([queryLang, ...acceptedLanguages(request.headers['accept-language'])].find(
        (l) => l && LANGUAGES.includes(l),
      ) ?? 'fr') as Language;
      return send(request, reply, 404, { shop: null, language, page: { kind: 'notFound' }, path: request.url, origin });
    }
    const { facts } = found;
    if (facts.movedTo) {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const path = rest ? `/store/${facts.movedTo}/${rest}` : `/store/${facts.movedTo}`;
      return reply.redirect(`${path}${search}`, 301);
    }
    // the store's facts come in its own language first: read again in the customer's when it is another
    const language = storeLanguage(
      { languages: facts.languages, defaultLanguage: facts.language },
      queryLang,
      request.headers['accept-language'],
    );
    if (language !== facts.language) found = (await findStoreShop(ctx, slug, language)) ?? found;
    const view = shopView(found, language);
    const page: StorePage | null = await pageAt(ctx, found, view, rest, text(request.query.q) ?? '');
    const path = `/store/${facts.slug}${rest ? `/${rest.replace(/\/+$/, '')}` : ''}`;
    return send(request, reply, page ? 200 : 404, {
      shop: view,
      language,
      page: page ?? { kind: 'notFound' },
      path,
      origin,
      // a link followed in the frame before the page's script kept it there comes without `embed=1`: the browser
      // still says the page is for a frame
      embed: text(request.query.embed) === '1' || request.headers['sec-fetch-dest'] === 'iframe',
    });
  }

  const schema = { hide: true };
  app.get<StoreRequest>('/store/:slug', { schema }, handler);
  app.get<StoreRequest>('/store/:slug/*', { schema }, handler);
  registerWidget(app, origin);
}
