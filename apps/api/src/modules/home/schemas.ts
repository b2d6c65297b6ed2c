import { Type } from 'typebox';
import { Nullable } from '../../platform/http/schemas.ts';

const Count = (description: string) => Type.Integer({ minimum: 0, description });
const Day = Type.String({ description: 'A day of the shop (YYYY-MM-DD, company time zone)' });

const OrderFigures = Type.Object({
  departures: Count('Booked orders starting today, not handed out yet (order-list state DEPARTURES)'),
  returns: Count('Orders out, due back later today (state RETURNS)'),
  late: Count('Orders out past their end (state LATE)'),
  noShows: Count('Booked orders never handed out whose end has passed (state NO_SHOW)'),
  requests: Count('Requests waiting for approval'),
  messages: Count('Customer messages not solved yet'),
  days: Type.Array(
    Type.Object({
      date: Day,
      orders: Count('Booked orders starting that day (state BOOKED)'),
      bookedTTC: Type.Number({ description: 'Their total, tax included, in major units' }),
    }),
    { description: 'From today, one entry per day' },
  ),
  utilisation: Type.Array(
    Type.Object({
      categoryId: Type.String(),
      name: Type.Record(Type.String(), Type.String(), { description: 'Name per language' }),
      capacity: Count('Units in service and stock quantities of the category'),
      inUse: Count('Quantities out with customers now'),
      percent: Count('inUse against capacity, rounded'),
    }),
    { description: 'Per catalogue category, the busiest first' },
  ),
});

const UnitFigures = Type.Object({
  outOfService: Count('Units taken out of service'),
  maintenance: Count('Units in service but inside an unavailability period now'),
});

export const HomeView = Type.Object({
  today: Day,
  timeZone: Type.String(),
  orders: Nullable(OrderFigures),
  units: Nullable(UnitFigures),
});
