import { LANGUAGES } from '@hirebase/shared';
import { Type } from 'typebox';
import { badRequest } from '../../platform/errors.ts';
import { publicAccess } from '../../platform/http/access.ts';
import { route } from '../../platform/http/route.ts';
import { Line, Slug, StringEnum } from '../../platform/http/schemas.ts';
import { geocoderOf } from '../geocoding/index.ts';
import { deliveryOffer, openStoreBySlug } from '../online-store/index.ts';

/** Addresses located by one client: each one is a call to the geocoder, which limits its own use. */
export const ADDRESS_LOOKUPS_PER_CLIENT = { bucket: 'storeAddressLookup', max: 30, windowMs: 15 * 60_000 };

const AddressQuery = Type.Object({
  slug: Slug,
  address: Line(500, { minLength: 3, description: 'The delivery address as the customer typed it' }),
  language: Type.Optional(StringEnum(LANGUAGES)),
});

const PlaceView = Type.Object({
  lat: Type.Number(),
  lng: Type.Number(),
  label: Type.String({ description: 'The address as the geocoder names it' }),
});

/** Where a typed delivery address is, for the checkout to price it by distance. */
export const deliveryRoutes = [
  route({
    method: 'GET',
    url: '/online-store/delivery/address',
    operationId: 'locateOnlineStoreDeliveryAddress',
    summary:
      "Public: the position of a typed delivery address (the shop's store by slug), found by the configured " +
      'geocoder near the shop; 400 on `address` when no place is found, 503 `integrationNotConfigured` without one',
    access: publicAccess,
    perClient: ADDRESS_LOOKUPS_PER_CLIENT,
    errors: ['notFound', 'integrationNotConfigured', 'integrationFailed'],
    schema: { querystring: AddressQuery, response: { 200: PlaceView } },
    handler: async (ctx, { query }) => {
      const { settings } = await openStoreBySlug(ctx, query.slug);
      if (!deliveryOffer(settings)) throw badRequest('slug', 'The shop does not deliver', { reason: 'deliveryOff' });
      const geocoder = geocoderOf(ctx.deps.config);
      const { lat, lng } = settings.mainInfos;
      const place = await geocoder.locate(query.address, {
        language: query.language ?? 'en',
        near: lat !== null && lng !== null ? { lat, lng } : null,
      });
      if (!place) throw badRequest('address', 'No place was found at this address', { reason: 'addressNotFound' });
      return place;
    },
  }),
];
