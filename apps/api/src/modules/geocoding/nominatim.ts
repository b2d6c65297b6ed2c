import { AppError } from '../../platform/errors.ts';
import type { Geocoder, Place } from './geocoder.ts';

const TIMEOUT_MS = 5000;
/** How far around the shop a search prefers places (degrees, about 100 km): a street name exists in many towns. */
const AROUND_DEGREES = 1;

const failed = (reason: string) =>
  new AppError(502, 'integrationFailed', 'The geocoder did not answer', { integration: 'geocoder', reason });

/**
 * A Nominatim-compatible geocoder (`GET {base}/search?q=&format=jsonv2&limit=1`): OpenStreetMap's own, a
 * self-hosted Nominatim, or any service answering the same way. Its first answer is taken; an answer that cannot be
 * read, a timeout or a server error is a 502 `integrationFailed`.
 */
export class NominatimGeocoder implements Geocoder {
  constructor(private readonly base: string) {}

  async locate(address: string, options: { language: string; near?: { lat: number; lng: number } | null }) {
    const url = new URL('search', this.base.endsWith('/') ? this.base : `${this.base}/`);
    url.searchParams.set('q', address);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('limit', '1');
    url.searchParams.set('accept-language', options.language);
    if (options.near) {
      const { lat, lng } = options.near;
      const box = [lng - AROUND_DEGREES, lat + AROUND_DEGREES, lng + AROUND_DEGREES, lat - AROUND_DEGREES];
      url.searchParams.set('viewbox', box.map((n) => n.toFixed(4)).join(','));
    }
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': 'Hirebase (online store delivery)' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw failed('unreachable');
    }
    if (!response.ok) throw failed(`status ${response.status}`);
    const found = (await response.json().catch(() => null)) as unknown;
    if (!Array.isArray(found)) throw failed('unreadable');
    return placeOf(found[0]);
  }
}

function placeOf(hit: unknown): Place | null {
  if (!hit || typeof hit !== 'object') return null;
  const { lat, lon, display_name } = hit as Record<string, unknown>;
  const latitude = Number(lat);
  const longitude = Number(lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) throw failed('unreadable');
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) throw failed('unreadable');
  return { lat: latitude, lng: longitude, label: typeof display_name === 'string' ? display_name : '' };
}
