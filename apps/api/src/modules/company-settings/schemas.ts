import { CURRENCIES, LANGUAGES } from '@hirebase/shared';
import { CANCELLATION_POLICIES } from '@hirebase/shared/cancellation';
import {
  CATEGORY_DISCOUNT_TYPES,
  CHECKOUT_MODES,
  DELIVERY_PRICING_TYPES,
  FONTS,
  FREE_DELIVERY_MINIMUM_TYPES,
  INSURANCE_SETTINGS,
  LOGO_POSITIONS,
  NEWSLETTER_LISTS,
  PART_PAYMENT_TYPES,
  SOCIAL_NETWORKS,
  WEEKDAYS,
} from '@hirebase/shared/company-settings';
import { type TLiteral, type TUnion, Type } from 'typebox';
import {
  DateOnly,
  Decimal,
  Email,
  HexColor,
  Id,
  Integer,
  Line,
  Money,
  MultiLine,
  Nullable,
  OrNull,
  Percent,
  Phone,
  RichText,
  Slug,
  StringEnum,
  TimeOfDay,
  Url,
} from '../../platform/http/schemas.ts';

/** StringEnum whose static type is the union of its values. */
export const Enum = <T extends readonly string[]>(values: T) =>
  StringEnum(values) as unknown as TUnion<TLiteral<T[number]>[]>;

/** Schemas of the settings bodies. Money is in major units (12.5), rates in percent (5.5). */
const Label = Line(80, { minLength: 1 });
const OptionalLabel = Type.Optional(OrNull(Line(80)));

export const TimeRange = Type.Object({ from: TimeOfDay, to: TimeOfDay });
export const OpeningHoursBody = Type.Object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, Type.Array(TimeRange, { maxItems: 6 })])),
);
const DayRange = Type.Object({
  start: DateOnly(),
  end: Type.Optional(DateOnly({ description: 'Last day (included); the start day alone without it' })),
  label: OptionalLabel,
});
export const ClosedDatesBody = Type.Object({ closedDates: Type.Array(DayRange, { maxItems: 500 }) });
export const LowSeasonDatesBody = Type.Object({ lowSeasonDates: Type.Array(DayRange, { maxItems: 100 }) });

export const SlotsBody = Type.Object({
  enabled: Type.Boolean(),
  durationMinutes: Integer(5, 1440),
  startTimes: Type.Array(TimeOfDay, { maxItems: 96 }),
  minNoticeMinutes: Integer(0, 60 * 24 * 30),
  maxDaysInAdvance: Integer(1, 730),
});

export const MainInfosBody = Type.Object({
  name: Line(120, { minLength: 2 }),
  description: Type.Optional(OrNull(MultiLine(5000))),
  email: Type.Optional(OrNull(Email)),
  phone: Type.Optional(OrNull(Phone)),
  website: Type.Optional(OrNull(Url)),
  address: Type.Optional(
    Nullable(
      Type.Object({
        street: Type.Optional(OrNull(Line(200))),
        zip: Type.Optional(OrNull(Line(20))),
        city: Line(100, { minLength: 1 }),
        country: Line(2, { pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2', examples: ['FR'] }),
        lat: Type.Optional(OrNull(Decimal({ minimum: -90, maximum: 90 }))),
        lng: Type.Optional(OrNull(Decimal({ minimum: -180, maximum: 180 }))),
      }),
    ),
  ),
});

export const SocialMediaBody = Type.Partial(
  Type.Object(Object.fromEntries(Object.keys(SOCIAL_NETWORKS).map((network) => [network, OrNull(Url)]))),
);

export const SlugBody = Type.Object({ slug: Slug });
export const CurrencyBody = Type.Object({ currency: Enum(CURRENCIES) });
export const TimezoneBody = Type.Object({
  timezone: Line(64, { minLength: 1, description: 'IANA time zone', examples: ['Europe/Paris'] }),
});
export const VatBody = Type.Object({ vat: Percent() });
export const VatNameBody = Type.Object({ vatName: Line(20, { minLength: 1 }) });

export const CancellationPolicyBody = Type.Object({
  policy: Enum(CANCELLATION_POLICIES),
  rules: Type.Optional(
    Type.Array(
      Type.Object({
        hoursBeforeStart: Integer(0, 8760),
        refundPercent: Integer(0, 100),
      }),
      { maxItems: 10 },
    ),
  ),
});

export const BailAccessBody = Type.Object({
  enabled: Type.Boolean(),
  onlineStore: Type.Boolean(),
  dashboard: Type.Boolean(),
  captureRequiresManager: Type.Boolean(),
});
/** null: no ceiling. */
export const BailMaxBody = Type.Object({ amount: OrNull(Money()) });

export const PartPaymentBody = Type.Object({
  enabled: Type.Boolean(),
  type: Type.Optional(Enum(PART_PAYMENT_TYPES)),
  value: Type.Optional(Money({ exclusiveMinimum: 0, description: 'Percent of the order, or amount in major units' })),
});

export const DeliveryBody = Type.Object({
  enabled: Type.Boolean(),
  pricingType: Enum(DELIVERY_PRICING_TYPES),
  price: Money(),
  minimumPrice: Type.Optional(OrNull(Money())),
  maxDistanceKm: Type.Optional(OrNull(Decimal({ exclusiveMinimum: 0, maximum: 1000 }))),
  freeDeliveryMinimum: Type.Optional(
    Nullable(
      Type.Object({
        type: Enum(FREE_DELIVERY_MINIMUM_TYPES),
        value: Money({ exclusiveMinimum: 0, description: 'Order total or item count, as the type says' }),
      }),
    ),
  ),
});

export const CategoryDiscountsBody = Type.Object({
  categoryDiscounts: Type.Array(
    Type.Object({
      categoryId: Id,
      label: OptionalLabel,
      ranges: Type.Array(
        Type.Object({
          minDays: Integer(1, 3650),
          maxDays: Type.Optional(OrNull(Integer(1, 3650))),
          type: Enum(CATEGORY_DISCOUNT_TYPES),
          value: Money({ exclusiveMinimum: 0, description: 'Percent, or amount in major units' }),
        }),
        { minItems: 1, maxItems: 20 },
      ),
    }),
    { maxItems: 200 },
  ),
});

/** Rich text (HTML) of terms and conditions; about 100 KB at most. */
export const TermsBody = Type.Object({ text: RichText(100_000) });
export const RgpdBody = Type.Object({ text: RichText(20_000) });
export const DocumentColorBody = Type.Object({ color: HexColor });
export const DocCustomFieldsBody = Type.Object({
  fields: Type.Array(Type.Object({ label: Label, value: Line(300) }), { maxItems: 20 }),
});
export const MailSenderBody = Type.Object({
  name: OrNull(Line(80, { minLength: 1 })),
  replyTo: OrNull(Email),
});

const Localized = (maxLength: number) =>
  Type.Partial(Type.Object(Object.fromEntries(LANGUAGES.map((l) => [l, RichText(maxLength)]))));
export const OnlineStoreDescriptionBody = Type.Object({
  description: Localized(5000),
  shortDescription: Type.Optional(Localized(300)),
});
export const PhoneNumberBody = Type.Object({ phone: OrNull(Phone) });
export const FeaturedIdsBody = Type.Object({ featuredIds: Type.Array(Id, { maxItems: 24 }) });
export const ShowPricingBody = Type.Object({ showPricing: Type.Boolean() });
export const CheckoutModeBody = Type.Object({ checkoutMode: Enum(CHECKOUT_MODES) });

export const OrderReminderBody = Type.Object({
  enabled: Type.Boolean(),
  hoursBeforeStart: Integer(1, 336),
});
export const OpinionBoosterBody = Type.Object({
  enabled: Type.Boolean(),
  delayHours: Integer(0, 720),
  reviewUrl: Type.Optional(OrNull(Url)),
});
export const NewsletterBody = Type.Object({
  customerOptIn: Type.Boolean(),
  platformLists: Type.Optional(Type.Array(Enum(NEWSLETTER_LISTS), { maxItems: 3 })),
});

const Tag = Line(40, { minLength: 1 });
export const EventTagsBody = Type.Object({ tags: Type.Array(Tag, { maxItems: 50 }) });
export const EventUniversesBody = Type.Object({ universes: Type.Array(Tag, { maxItems: 50 }) });
export const EventUniversesActivatedBody = Type.Object({ activated: Type.Boolean() });
export const EventUniversesTagBody = Type.Object({ tag: OrNull(Tag) });

export const RentalPlaceBody = Type.Object({ visible: Type.Boolean() });
export const PlaceIdBody = Type.Object({
  placeId: OrNull(
    Line(300, {
      pattern: '^[A-Za-z0-9_-]{10,300}$',
      description: 'Map place id',
      examples: ['ChIJD7fiBh9u5kcRYJSMaMOCCwQ'],
    }),
  ),
});
export const TulipSettingsBody = Type.Object({
  insuranceMode: Enum(INSURANCE_SETTINGS),
  price: Type.Optional(
    Type.Object(
      {
        method: Enum(['SHARE', 'PER_ITEM_DAY'] as const),
        percent: Percent({ description: 'SHARE: the share of the rental price of the covered lines' }),
        perItemDay: Money({ description: 'PER_ITEM_DAY: the price per covered unit and per day' }),
        minimum: OrNull(Money({ description: 'The least the insurance of an order costs' })),
      },
      { description: "The shop's own price of its rental insurance (kept when absent)" },
    ),
  ),
});
export const SquareLocationBody = Type.Object({
  locationId: Line(64, { pattern: '^[A-Za-z0-9_-]{1,64}$', examples: ['L123'] }),
});

export const ThemeBody = Type.Object({
  primaryColor: HexColor,
  secondaryColor: HexColor,
  backgroundColor: HexColor,
  textColor: HexColor,
  font: Enum(FONTS),
  logoPosition: Enum(LOGO_POSITIONS),
  buttonsRadius: Integer(0, 40),
});
