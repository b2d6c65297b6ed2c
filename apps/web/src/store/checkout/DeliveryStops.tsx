import { mapLink } from '@hirebase/shared/orders';
import type { StoreShopView } from '@hirebase/shared/store-pages';
import { useWords } from '../words.tsx';
import type { OrderDelivery } from './contract.ts';
import { amount } from './format.ts';

/** Where an order is delivered and collected, and what each trip costs; nothing without a delivery. */
export function DeliveryStops({ shop, delivery }: { shop: StoreShopView; delivery: OrderDelivery | null | undefined }) {
  const words = useWords().checkout.delivery;
  if (!delivery) return null;
  const stops = [
    { label: words.departureTo, stop: delivery.departure },
    { label: words.arrivalFrom, stop: delivery.arrival },
  ].filter((s) => s.stop !== null);
  return (
    <section aria-labelledby="order-delivery-title">
      <h2 id="order-delivery-title">{words.title}</h2>
      <dl className="totals delivery-stops">
        {stops.map(({ label, stop }) => (
          <div key={label}>
            <dt>
              {label} {stop?.address}
              {stop?.lat !== undefined && stop.lng !== undefined && (
                <>
                  {' '}
                  <a href={mapLink({ lat: stop.lat, lng: stop.lng })} target="_blank" rel="noopener noreferrer">
                    {words.openInMap}
                  </a>
                </>
              )}
            </dt>
            <dd>{stop?.price === 0 ? words.freeTrip : amount(stop?.price ?? 0, shop)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
