import { fromCents, toCents } from '@hirebase/shared';
import { type Static, Type } from 'typebox';
import { badRequest } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { Decimal, Money, MultiLine, Nullable, StringEnum } from '../../platform/http/schemas.ts';
import { deliveryOffer, deliveryPriceCents, type openStoreBySlug } from '../online-store/index.ts';
import { givenPosition } from '../orders/index.ts';
import { cartView, type LockedCart } from '../store-cart/index.ts';

export const DeliveryChoice = Type.Object(
  {
    address: MultiLine(500, { minLength: 1, description: 'The address as the customer wrote it' }),
    lat: Type.Optional(Decimal({ minimum: -90, maximum: 90, description: "The address's latitude" })),
    lng: Type.Optional(Decimal({ minimum: -180, maximum: 180, description: "The address's longitude" })),
    departure: Type.Boolean({ description: 'Delivered to the address at the start of the rental' }),
    arrival: Type.Boolean({ description: 'Collected from the address at the end of the rental' }),
    price: Type.Optional(Money({ description: 'The price the page showed; not read: the server prices each trip' })),
  },
  {
    description:
      "Delivered and/or collected; the server prices each trip by the shop's rule (a sent price is not read)",
  },
);

export const DeliveryOfferView = Nullable(
  Type.Object(
    {
      pricingType: StringEnum(['FIXED', 'PER_KM'] as const),
      price: Money({ description: 'The fixed price of a trip, or its price per km' }),
      minimumPrice: Nullable(Money()),
      maxDistanceKm: Nullable(Type.Number()),
      freeDeliveryMinimum: Nullable(
        Type.Object({
          type: StringEnum(['MINUTES', 'SUBTOTAL'] as const),
          value: Type.Number({ description: 'Minutes of rental, or the subtotal in major units' }),
        }),
      ),
      geocoder: Type.Boolean({ description: 'A typed address can be located (GET /online-store/delivery/address)' }),
    },
    { description: 'How the shop delivers at the checkout; null when it does not' },
  ),
);

type Choice = Static<typeof DeliveryChoice>;
type Store = Awaited<ReturnType<typeof openStoreBySlug>>;

/** The checkout form's delivery: the shop's offer, and whether typed addresses can be located here. */
export const checkoutDeliveryOffer = (ctx: Ctx, settings: Store['settings']) => {
  const offer = deliveryOffer(settings);
  return offer && { ...offer, geocoder: !!ctx.deps.config.geocoderUrl };
};

/**
 * The order's delivery for a checkout's choice, priced here in the checkout's transaction by the online store's one
 * rule (`deliveryPriceCents`) on the cart as it is booked: its total (before a promo code) and its length for the
 * free-delivery minimum. Each trip (delivering, collecting) is priced. 400 naming the field otherwise.
 */
export async function pricedDelivery(tx: Ctx, store: Store, choice: Choice | undefined, locked: LockedCart) {
  if (!choice) return null;
  if (!choice.departure && !choice.arrival) {
    throw badRequest('delivery.departure', 'Choose to be delivered, collected, or both', { reason: 'noTrip' });
  }
  const at = givenPosition(choice, 'delivery');
  const first = locked.lines[0];
  const minutes = first ? (Date.parse(first.end) - Date.parse(first.start)) / 60_000 : 0;
  // a free-delivery minimum of rental reads the total of the cart the checkout holds locked, priced as its page
  // shows it; otherwise the cart is priced once, by the order
  const subtotalCents =
    store.settings.delivery.freeDeliveryMinimum?.type === 'SUBTOTAL'
      ? toCents((await cartView(tx, store.company, locked)).total)
      : 0;
  const { cents } = deliveryPriceCents(store.settings, at, { subtotalCents, minutes }, 'delivery.address');
  const address = choice.address.trim();
  if (!address) throw badRequest('delivery.address', 'Write the address');
  const stop = { address, price: fromCents(cents), ...at };
  return { departure: choice.departure ? stop : null, arrival: choice.arrival ? stop : null };
}
