import { CURRENCIES, LANGUAGES } from '@hirebase/shared';
import { CANCELLATION_POLICIES } from '@hirebase/shared/cancellation';
import {
  CATEGORY_DISCOUNT_TYPES,
  DELIVERY_PRICING_TYPES,
  FONTS,
  FREE_DELIVERY_MINIMUM_TYPES,
  HEX_COLOR_REGEX,
  INSURANCE_SETTINGS,
  LOGO_POSITIONS,
  NEWSLETTER_LISTS,
  PART_PAYMENT_TYPES,
  SOCIAL_NETWORKS,
  TIME_REGEX,
  WEEKDAYS,
} from '@hirebase/shared/company-settings';
import { type TLiteral, type TUnion, Type } from 'typebox';
import { Id, Nullable, StringEnum } from '../../platform/http/schemas.ts';
import { Slug } from '../companies/schemas.ts';

/** StringEnum whose static type is the union of its values. */
export const Enum = <T extends readonly string[]>(values: T) =>
  StringEnum(values) as unknown as TUnion<TLiteral<T[number]>[]>;

/**
 * Null or a number / string. A list of types rather than anyOf: with type coercion on, anyOf would turn null into
 * 0 or "" when that passes the first branch (and 0 into null when it does not).
 */
export const NullableNumber = (options: Record<string, unknown> = {}) =>
  Type.Unsafe<number | null>({ ...options, type: ['number', 'null'] });
export const NullableInteger = (options: Record<string, unknown> = {}) =>
  Type.Unsafe<number | null>({ ...options, type: ['integer', 'null'] });
export const NullableString = (options: Record<string, unknown> = {}) =>
  Type.Unsafe<string | null>({ ...options, type: ['string', 'null'] });

/** Schemas of the settings bodies. Money is in major units (12.5), rates in percent (5.5). */
const MONEY = { minimum: 0, maximum: 10_000_000, description: 'Amount in major units' };
export const Money = Type.Number(MONEY);
export const Percent = Type.Number({ minimum: 0, maximum: 100, description: 'Percent, at most 2 decimals' });
export const HexColor = Type.String({ pattern: HEX_COLOR_REGEX.source, description: '#rrggbb' });
export const Time = Type.String({ pattern: TIME_REGEX.source, description: 'HH:MM' });
export const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
const PHONE = { pattern: '^\\+?[0-9 ().-]{6,25}$', maxLength: 25 };
const LINK = { minLength: 1, maxLength: 500, description: 'http(s) link' };
const Label = Type.String({ minLength: 1, maxLength: 80 });
const OptionalLabel = Type.Optional(NullableString({ maxLength: 80 }));

export const TimeRange = Type.Object({ from: Time, to: Time });
export const OpeningHoursBody = Type.Object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, Type.Array(TimeRange, { maxItems: 6 })])),
);
const DayRange = Type.Object({ start: Day, end: Type.Optional(Day), label: OptionalLabel });
export const ClosedDatesBody = Type.Object({ closedDates: Type.Array(DayRange, { maxItems: 500 }) });
export const LowSeasonDatesBody = Type.Object({ lowSeasonDates: Type.Array(DayRange, { maxItems: 100 }) });

export const SlotsBody = Type.Object({
  enabled: Type.Boolean(),
  durationMinutes: Type.Integer({ minimum: 5, maximum: 1440 }),
  startTimes: Type.Array(Time, { maxItems: 96 }),
  minNoticeMinutes: Type.Integer({ minimum: 0, maximum: 60 * 24 * 30 }),
  maxDaysInAdvance: Type.Integer({ minimum: 1, maximum: 730 }),
});

export const MainInfosBody = Type.Object({
  name: Type.String({ minLength: 2, maxLength: 120 }),
  description: Type.Optional(NullableString({ maxLength: 5000 })),
  email: Type.Optional(NullableString({ format: 'email', maxLength: 254 })),
  phone: Type.Optional(NullableString(PHONE)),
  website: Type.Optional(NullableString(LINK)),
  address: Type.Optional(
    Nullable(
      Type.Object({
        street: Type.Optional(NullableString({ maxLength: 200 })),
        zip: Type.Optional(NullableString({ maxLength: 20 })),
        city: Type.String({ minLength: 1, maxLength: 100 }),
        country: Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2' }),
        lat: Type.Optional(NullableNumber({ minimum: -90, maximum: 90 })),
        lng: Type.Optional(NullableNumber({ minimum: -180, maximum: 180 })),
      }),
    ),
  ),
});

export const SocialMediaBody = Type.Partial(
  Type.Object(Object.fromEntries(Object.keys(SOCIAL_NETWORKS).map((network) => [network, NullableString(LINK)]))),
);

export const SlugBody = Type.Object({ slug: Slug });
export const CurrencyBody = Type.Object({ currency: Enum(CURRENCIES) });
export const TimezoneBody = Type.Object({ timezone: Type.String({ minLength: 1, maxLength: 64 }) });
export const VatBody = Type.Object({ vat: Percent });
export const VatNameBody = Type.Object({ vatName: Type.String({ minLength: 1, maxLength: 20 }) });

export const CancellationPolicyBody = Type.Object({
  policy: Enum(CANCELLATION_POLICIES),
  rules: Type.Optional(
    Type.Array(
      Type.Object({
        hoursBeforeStart: Type.Integer({ minimum: 0, maximum: 8760 }),
        refundPercent: Type.Integer({ minimum: 0, maximum: 100 }),
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
export const BailMaxBody = Type.Object({ amount: NullableNumber(MONEY) });

export const PartPaymentBody = Type.Object({
  enabled: Type.Boolean(),
  type: Type.Optional(Enum(PART_PAYMENT_TYPES)),
  value: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000 })),
});

export const DeliveryBody = Type.Object({
  enabled: Type.Boolean(),
  pricingType: Enum(DELIVERY_PRICING_TYPES),
  price: Money,
  minimumPrice: Type.Optional(NullableNumber(MONEY)),
  maxDistanceKm: Type.Optional(NullableNumber({ exclusiveMinimum: 0, maximum: 1000 })),
  freeDeliveryMinimum: Type.Optional(
    Nullable(
      Type.Object({
        type: Enum(FREE_DELIVERY_MINIMUM_TYPES),
        value: Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000 }),
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
          minDays: Type.Integer({ minimum: 1, maximum: 3650 }),
          maxDays: Type.Optional(NullableInteger({ minimum: 1, maximum: 3650 })),
          type: Enum(CATEGORY_DISCOUNT_TYPES),
          value: Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000 }),
        }),
        { minItems: 1, maxItems: 20 },
      ),
    }),
    { maxItems: 200 },
  ),
});

/** Rich text (HTML) of terms and conditions; about 100 KB at most. */
export const TermsBody = Type.Object({ text: Type.String({ maxLength: 100_000 }) });
export const RgpdBody = Type.Object({ text: Type.String({ maxLength: 20_000 }) });
export const DocumentColorBody = Type.Object({ color: HexColor });
export const DocCustomFieldsBody = Type.Object({
  fields: Type.Array(Type.Object({ label: Label, value: Type.String({ maxLength: 300 }) }), { maxItems: 20 }),
});
export const MailSenderBody = Type.Object({
  name: NullableString({ minLength: 1, maxLength: 80 }),
  replyTo: NullableString({ format: 'email', maxLength: 254 }),
});

const Localized = (maxLength: number) =>
  Type.Partial(Type.Object(Object.fromEntries(LANGUAGES.map((l) => [l, Type.String({ maxLength })]))));
export const OnlineStoreDescriptionBody = Type.Object({
  description: Localized(5000),
  shortDescription: Type.Optional(Localized(300)),
});
export const PhoneNumberBody = Type.Object({ phone: NullableString(PHONE) });
export const FeaturedIdsBody = Type.Object({ featuredIds: Type.Array(Id, { maxItems: 24 }) });
export const ShowPricingBody = Type.Object({ showPricing: Type.Boolean() });

export const OrderReminderBody = Type.Object({
  enabled: Type.Boolean(),
  hoursBeforeStart: Type.Integer({ minimum: 1, maximum: 336 }),
});
export const OpinionBoosterBody = Type.Object({
  enabled: Type.Boolean(),
  delayHours: Type.Integer({ minimum: 0, maximum: 720 }),
  reviewUrl: Type.Optional(NullableString(LINK)),
});
export const NewsletterBody = Type.Object({
  customerOptIn: Type.Boolean(),
  platformLists: Type.Optional(Type.Array(Enum(NEWSLETTER_LISTS), { maxItems: 3 })),
});

const TAG = { minLength: 1, maxLength: 40 };
const Tag = Type.String(TAG);
export const EventTagsBody = Type.Object({ tags: Type.Array(Tag, { maxItems: 50 }) });
export const EventUniversesBody = Type.Object({ universes: Type.Array(Tag, { maxItems: 50 }) });
export const EventUniversesActivatedBody = Type.Object({ activated: Type.Boolean() });
export const EventUniversesTagBody = Type.Object({ tag: NullableString(TAG) });

export const RentalPlaceBody = Type.Object({ visible: Type.Boolean() });
export const PlaceIdBody = Type.Object({
  placeId: NullableString({ pattern: '^[A-Za-z0-9_-]{10,300}$', description: 'Map place id' }),
});
export const TulipSettingsBody = Type.Object({ insuranceMode: Enum(INSURANCE_SETTINGS) });
export const SquareLocationBody = Type.Object({
  locationId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
});

export const ThemeBody = Type.Object({
  primaryColor: HexColor,
  secondaryColor: HexColor,
  backgroundColor: HexColor,
  textColor: HexColor,
  font: Enum(FONTS),
  logoPosition: Enum(LOGO_POSITIONS),
  buttonsRadius: Type.Integer({ minimum: 0, maximum: 40 }),
});
