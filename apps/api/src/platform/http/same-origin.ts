import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * Cross-site request forgery guard for sessions carried by the cookie. A browser attaches the cookie to requests
 * another site makes it send (a form, a link, an image); what it cannot hide is where they come from: `Origin` (sent
 * with every non-GET request and with cross-origin fetches), `Sec-Fetch-Site` (every current browser), and failing
 * both `Referer`. A request is from this site when the first of these it carries names the public URL's origin or the
 * request's own host. A request with none of them is not from a browser page (curl, scripts): it is let through.
 */
export function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = header(request, 'origin');
  if (origin !== undefined) return !isOwnOrigin(origin, request, publicOrigin);
  const site = header(request, 'sec-fetch-site');
  // `none`: typed in the address bar or opened from a bookmark, which no other site can make happen
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const referer = header(request, 'referer');
  if (referer !== undefined) return !isOwnOrigin(referer, request, publicOrigin);
  return false;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : Array.isArray(value) ? value[0] : undefined;
}

function isOwnOrigin(value: string, request: FastifyRequest, publicOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false; // `null` (sandboxed frames, some redirects) and anything unreadable are foreign
  }
  if (url.origin === publicOrigin) return true;
  // The host the browser addressed (behind a TLS proxy the scheme seen here may differ from the browser's).
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === request.host;
}

export const crossSiteRefused = () =>
  new AppError(
    403,
    'crossSiteRequest',
    'This request came from another site: a change carried only by the session cookie must come from this site',
  );
