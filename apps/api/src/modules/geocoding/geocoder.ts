import type { Config } from '../../platform/config.ts';
import { integrationNotConfigured } from '../../platform/errors.ts';
import { NominatimGeocoder } from './nominatim.ts';

/** A place a typed address was found at. */
export interface Place {
  lat: number;
  lng: number;
  /** The address as the geocoder names it, for the customer to check. */
  label: string;
}

/** Finds where a typed address is; null when it knows no such place. */
export interface Geocoder {
  locate(
    address: string,
    options: { language: string; near?: { lat: number; lng: number } | null },
  ): Promise<Place | null>;
}

/**
 * The geocoder typed addresses go through: a Nominatim-compatible service at `GEOCODER_URL`. Without one, 503
 * `integrationNotConfigured` naming `geocoder` — never a guessed position.
 */
export function geocoderOf(config: Pick<Config, 'geocoderUrl'>): Geocoder {
  if (!config.geocoderUrl) throw integrationNotConfigured('geocoder');
  return new NominatimGeocoder(config.geocoderUrl);
}
