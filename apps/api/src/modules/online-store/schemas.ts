import { LANGUAGES } from '@hirebase/shared';
import { type TOptional, type TSchema, Type } from 'typebox';
import {
  DateOnly,
  DateTime,
  DayOrDateTime,
  Decimal,
  Id,
  Integer,
  Money,
  MultiLine,
  Nullable,
  SearchText,
  Slug,
  StringEnum,
} from '../../platform/http/schemas.ts';
import { OpeningView } from '../availability/index.ts';
import { LineSteps } from '../pricing/index.ts';
import { STORE_TEXT_KEYS, type StoreTextKey } from './text-keys.ts';

export const RENTAL_TYPES = ['LCD', 'LLD'] as const;
export const ITEM_TYPES = ['product', 'pack'] as const;

export const StoreParams = Type.Object({ companyId: Id });
export const StoreProductParams = Type.Object({ companyId: Id, productId: Id });
export const StoreRentalTypeParams = Type.Object({ companyId: Id, rentalType: StringEnum(RENTAL_TYPES) });

export const StoreItemsQuery = Type.Object(
  {
    universe: Type.Optional(Id),
    category: Type.Optional(Id),
    search: Type.Optional(SearchText()),
    rentalType: Type.Optional(StringEnum(RENTAL_TYPES)),
    page: Type.Optional(Integer(1, 10_000, { description: 'Page, from 1 (default 1)' })),
    limit: Type.Optional(Integer(1, 200, { description: 'Page size (default 50)' })),
  },
  { additionalProperties: false },
);

const Photo = Type.Object({ url: Type.String(), thumbnailUrl: Type.String() });

const ShownPrice = Type.Object({
  per: StringEnum(['hour', 'halfDay', 'days', 'month'] as const),
  amount: Money({ description: 'Price of that rental, taxes included, in major units' }),
  days: Nullable(Type.Integer({ description: 'For `days`: the length of that rental in days' })),
});

export const StoreItem = Type.Object({
  id: Id,
  name: Type.String(),
  description: Nullable(Type.String()),
  brand: Nullable(Type.String()),
  verticale: Type.String(),
  modelId: Id,
  photo: Nullable(Photo),
  fromPrice: Nullable(ShownPrice),
  monthlyPrice: Nullable(ShownPrice),
  deposit: Money(),
  category: Nullable(Type.Object({ id: Id, name: Type.String() })),
  universes: Type.Array(Type.Object({ id: Id, title: Type.String() })),
  rentalTypes: Type.Array(StringEnum(RENTAL_TYPES)),
  stockMode: StringEnum(['SERIALIZED', 'QUANTITY'] as const),
  insuranceEligible: Type.Boolean(),
});

export const StoreItemsView = Type.Object({
  items: Type.Array(StoreItem),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  limit: Type.Integer({ minimum: 1 }),
});

export const FeaturedItemsView = Type.Object({ items: Type.Array(StoreItem) });
export const ItemOfTheDayView = Type.Object({
  day: Type.String({ description: "YYYY-MM-DD in the shop's time zone" }),
  item: Nullable(StoreItem),
});

const Localized = (maxLength: number) =>
  Type.Partial(Type.Object(Object.fromEntries(LANGUAGES.map((l) => [l, MultiLine(maxLength)]))));
const textFields = <T extends TSchema>(make: () => T) =>
  Object.fromEntries(STORE_TEXT_KEYS.map((k) => [k, make()])) as Record<StoreTextKey, T>;

export const StoreTextsBody = Type.Object(
  Object.fromEntries(STORE_TEXT_KEYS.map((k) => [k, Type.Optional(Localized(k === 'welcome' ? 200 : 5000))])) as Record<
    StoreTextKey,
    TOptional<ReturnType<typeof Localized>>
  >,
  { additionalProperties: false },
);

export const StoreTextsQuery = Type.Object(
  { language: Type.Optional(StringEnum(LANGUAGES)) },
  { additionalProperties: false },
);

export const StoreTextsView = Type.Object({
  language: Type.String({ description: 'The language of `texts`: the asked one when the shop offers it' }),
  texts: Type.Object(textFields(() => Nullable(Type.String()))),
  translations: Type.Object(textFields(() => Type.Record(Type.String(), Type.String()))),
});

export const ItemPriceParams = Type.Object({ companyId: Id, productId: Id, itemType: StringEnum(ITEM_TYPES) });

export const ItemPriceQuery = Type.Object(
  {
    startDate: DayOrDateTime('start'),
    endDate: DayOrDateTime('end'),
    rentalType: Type.Optional(StringEnum(RENTAL_TYPES)),
    lowSeason: Type.Optional(
      Type.Boolean({
        description:
          "The season the client expects: the shop's low-season dates decide, as at the counter; a value they " +
          'contradict is a 400 on lowSeason whose `details.lowSeason` is the season that applies',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ItemPriceView = Type.Object({
  itemType: StringEnum(ITEM_TYPES),
  id: Id,
  rentalType: StringEnum(RENTAL_TYPES),
  startDate: DateTime,
  endDate: DateTime,
  currency: Type.String(),
  price: Money({ description: 'What the rental costs, taxes included, after price rules and discounts' }),
  grossPrice: Money({ description: 'Before discounts' }),
  discount: Money(),
  deposit: Money(),
  lowSeason: Type.Boolean({ description: 'The low-season grid priced it' }),
  days: Nullable(Type.Integer({ description: 'Days counted (short-term rentals)' })),
  months: Nullable(Type.Integer({ description: 'Months billed (long-term rentals)' })),
  steps: LineSteps,
});

const Quantity = Integer(1, 500, { description: 'Units wanted (default 1)' });
const Start = DayOrDateTime('start', 'Start of the rental; now when left out');
const End = DayOrDateTime('end', 'End of the rental; a day after the start when left out');

export const ProductAvailabilityQuery = Type.Object(
  { startDate: Type.Optional(Start), endDate: Type.Optional(End), nbItems: Type.Optional(Quantity) },
  { additionalProperties: false },
);

/** Calls without a company in their path name the store in their query, by id or by address. */
const StoreOfQuery = {
  companyId: Type.Optional(Id),
  slug: Type.Optional(Slug),
};

export const ProductCalendarQuery = Type.Object(
  {
    ...StoreOfQuery,
    productId: Id,
    startDateSearch: DateOnly({ description: 'First day of the calendar' }),
    endDateSearch: Type.Optional(DateOnly({ description: 'Last day (included); at most three months in all' })),
    startDate: Type.Optional(DayOrDateTime('start', "Its time of day is each day's start (09:00 when left out)")),
    endDate: Type.Optional(DayOrDateTime('end', 'With startDate: the length of the rental (a day when left out)')),
    nbItems: Type.Optional(Quantity),
  },
  { additionalProperties: false },
);

export const MaximumAvailabilityQuery = Type.Object(
  { ...StoreOfQuery, productId: Id, startDate: DayOrDateTime('start'), endDate: DayOrDateTime('end') },
  { additionalProperties: false },
);

export const ProductAvailabilityView = Type.Object({
  productId: Id,
  startDate: DateTime,
  endDate: DateTime,
  timeZone: Type.String(),
  opening: OpeningView,
  quantity: Type.Integer(),
  total: Type.Integer({ description: 'Units the shop has' }),
  available: Type.Integer({ description: 'Units free over the whole rental' }),
  bookable: Type.Boolean({ description: 'Enough are free and the shop is open at the start and the end' }),
  nextFreeAt: Nullable(DateTime),
});

export const ProductCalendarView = Type.Object({
  productId: Id,
  timeZone: Type.String(),
  quantity: Type.Integer(),
  total: Type.Integer(),
  days: Type.Array(
    Type.Object({
      day: Type.String({ description: 'YYYY-MM-DD' }),
      startDate: DateTime,
      endDate: DateTime,
      available: Type.Integer(),
      open: Type.Boolean(),
      bookable: Type.Boolean(),
    }),
  ),
});

export const MaximumAvailabilityView = Type.Object({
  productId: Id,
  startDate: DateTime,
  endDate: DateTime,
  timeZone: Type.String(),
  opening: OpeningView,
  total: Type.Integer(),
  maximum: Type.Integer({ description: 'The most units one rental then can take (0 when the shop is closed)' }),
});

export const DeliveryParams = Type.Object({
  lat: Decimal({ minimum: -90, maximum: 90, description: 'Latitude of the delivery address' }),
  lng: Decimal({ minimum: -180, maximum: 180, description: 'Longitude of the delivery address' }),
});
export const DeliveryQuery = Type.Object(StoreOfQuery, { additionalProperties: false });

export const DeliveryQuoteView = Type.Object({
  distanceKm: Nullable(Type.Number({ description: 'Straight-line distance from the shop, rounded up to 0.1 km' })),
  offered: Type.Boolean(),
  reason: Nullable(StringEnum(['deliveryOff', 'shopLocationUnknown', 'tooFar'] as const)),
  pricingType: StringEnum(['FIXED', 'PER_KM'] as const),
  price: Nullable(Money({ description: 'Price of the delivery when offered' })),
  maxDistanceKm: Nullable(Type.Number()),
  freeDeliveryMinimum: Nullable(
    Type.Object({
      type: StringEnum(['MINUTES', 'SUBTOTAL'] as const),
      value: Type.Number({ description: 'Minutes of rental, or the subtotal in major units' }),
    }),
  ),
});

const RentalTypes = Type.Array(StringEnum(RENTAL_TYPES));

export const RawItemsView = Type.Object({
  products: Type.Array(
    Type.Object({
      id: Id,
      name: Type.String(),
      modelId: Id,
      categoryId: Nullable(Id),
      stockMode: StringEnum(['SERIALIZED', 'QUANTITY'] as const),
      insuranceEligible: Type.Boolean(),
      rentalTypes: RentalTypes,
    }),
  ),
  packs: Type.Array(
    Type.Object({
      id: Id,
      name: Type.String(),
      type: StringEnum(['PRODUCT', 'CATEGORY'] as const),
      photo: Nullable(Type.String()),
      rentalTypes: RentalTypes,
    }),
  ),
  services: Type.Array(
    Type.Object({
      id: Id,
      name: Type.String(),
      description: Nullable(Type.String()),
      pricingMode: StringEnum(['PER_ORDER', 'PER_DAY', 'PER_ITEM'] as const),
      price: Money(),
      mandatory: Type.Boolean(),
      rentalTypes: RentalTypes,
    }),
  ),
});

export const ProductModelsView = Type.Array(
  Type.Object({
    id: Id,
    name: Type.String(),
    brand: Nullable(Type.String()),
    verticale: Type.String(),
    description: Nullable(Type.String()),
    sizes: Type.Array(Type.String()),
    photos: Type.Array(Photo),
    productIds: Type.Array(Id),
  }),
);

export const InsuranceInfoView = Type.Object({
  mode: Type.String({
    description: "off, on_inclusion_hidden, on_inclusion, on_option or with_assurance (the shop's insurance setting)",
  }),
  productIds: Type.Array(Id, { description: 'The shown products the insurance may cover' }),
});
