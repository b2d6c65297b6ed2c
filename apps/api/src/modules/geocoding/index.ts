// The public entry of geocoding: the adapter that locates typed addresses.
export { type Geocoder, geocoderOf, type Place } from './geocoder.ts';
