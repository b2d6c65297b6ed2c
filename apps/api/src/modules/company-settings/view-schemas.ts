import { CURRENCIES, LANGUAGES } from '@hirebase/shared';
import { CANCELLATION_POLICIES } from '@hirebase/shared/cancellation';
import {
  CATEGORY_DISCOUNT_TYPES,
  CHECKOUT_MODES,
  DELIVERY_PRICING_TYPES,
  FONTS,
  FREE_DELIVERY_MINIMUM_TYPES,
  LOGO_POSITIONS,
  PART_PAYMENT_TYPES,
  SOCIAL_NETWORKS,
  WEEKDAYS,
} from '@hirebase/shared/company-settings';
import { Type } from 'typebox';
import { DateTime, Id, Nullable, StringEnum } from '../../platform/http/schemas.ts';

const Text = Type.String();
const NullableText = Nullable(Type.String());

export const TimeRangeView = Type.Object({ from: Text, to: Text });
export const OpeningHoursView = Type.Object(Object.fromEntries(WEEKDAYS.map((d) => [d, Type.Array(TimeRangeView)])));
export const DayRangeView = Type.Object({ start: Text, end: Text, label: NullableText });
export const LocalizedView = Type.Partial(Type.Object(Object.fromEntries(LANGUAGES.map((l) => [l, Text]))));
export const ImageView = Type.Object({ key: Text, url: Text, name: NullableText });
export const CancellationRuleView = Type.Object({ hoursBeforeStart: Type.Number(), refundPercent: Type.Number() });
const PartPaymentView = Type.Object({
  enabled: Type.Boolean(),
  type: Nullable(StringEnum(PART_PAYMENT_TYPES)),
  /** Percent of the order, or amount in major units. */
  value: Nullable(Type.Number()),
});

export const ThemeView = Type.Object({
  primaryColor: Text,
  secondaryColor: Text,
  backgroundColor: Text,
  textColor: Text,
  font: StringEnum(FONTS),
  logoPosition: StringEnum(LOGO_POSITIONS),
  buttonsRadius: Type.Number(),
});

export const AddressView = Type.Object({
  street: NullableText,
  zip: NullableText,
  city: NullableText,
  country: NullableText,
  lat: Nullable(Type.Number()),
  lng: Nullable(Type.Number()),
});

export const SocialMediaView = Type.Object(
  Object.fromEntries(Object.keys(SOCIAL_NETWORKS).map((network) => [network, NullableText])),
);

export const CancellationPolicyView = Type.Object({
  policy: StringEnum(CANCELLATION_POLICIES),
  /** The rules in force, most notice first (the fixed set of FLEXIBLE, MODERATE, STRICT; the shop's for CUSTOM). */
  rules: Type.Array(CancellationRuleView),
});

export const DeliveryView = Type.Object({
  enabled: Type.Boolean(),
  pricingType: StringEnum(DELIVERY_PRICING_TYPES),
  price: Type.Number(),
  minimumPrice: Nullable(Type.Number()),
  maxDistanceKm: Nullable(Type.Number()),
  freeDeliveryMinimum: Nullable(Type.Object({ type: StringEnum(FREE_DELIVERY_MINIMUM_TYPES), value: Type.Number() })),
});

export const BookingSlotsView = Type.Object({
  enabled: Type.Boolean(),
  durationMinutes: Type.Number(),
  startTimes: Type.Array(Text),
  minNoticeMinutes: Type.Number(),
  maxDaysInAdvance: Type.Number(),
});

/** Everything a company has set, in one answer: what every settings call returns. */
export const SettingsView = Type.Object(
  {
    companyId: Id,
    slug: Text,
    formerSlugs: Type.Array(Text),
    timezone: Text,
    currency: StringEnum(CURRENCIES),
    languages: Type.Array(StringEnum(LANGUAGES)),
    defaultLanguage: StringEnum(LANGUAGES),
    mainInfos: Type.Object({
      name: Text,
      description: NullableText,
      email: NullableText,
      phone: NullableText,
      website: NullableText,
      address: AddressView,
    }),
    socialMedia: SocialMediaView,
    vat: Type.Object({ rate: Type.Number(), workshopRate: Type.Number(), name: Text }),
    openingHours: OpeningHoursView,
    closedDates: Type.Array(DayRangeView),
    lowSeasonDates: Type.Array(DayRangeView),
    bookingSlots: BookingSlotsView,
    delivery: DeliveryView,
    cancellationPolicy: CancellationPolicyView,
    bail: Type.Object({
      access: Type.Object({
        enabled: Type.Boolean(),
        onlineStore: Type.Boolean(),
        dashboard: Type.Boolean(),
        captureRequiresManager: Type.Boolean(),
      }),
      max: Type.Object({
        lcd: Nullable(Type.Number()),
        event: Nullable(Type.Number()),
        internalLcd: Nullable(Type.Number()),
        internalEvent: Nullable(Type.Number()),
        internalLld: Nullable(Type.Number()),
      }),
    }),
    partPayment: Type.Object({ order: PartPaymentView, event: PartPaymentView }),
    legal: Type.Object({ termsConditions: Text, termsConditionsLLD: Text, eventCGU: Text, customerTextRGPD: Text }),
    documents: Type.Object({ color: Text, customFields: Type.Array(Type.Object({ label: Text, value: Text })) }),
    mailSender: Type.Object({ name: NullableText, replyTo: NullableText }),
    onlineStore: Type.Object({
      phone: NullableText,
      description: LocalizedView,
      shortDescription: LocalizedView,
      showPricing: Type.Boolean(),
      featuredIds: Type.Array(Text),
      gallery: Type.Array(ImageView),
      checkoutMode: StringEnum(CHECKOUT_MODES),
    }),
    images: Type.Object({ logo: Nullable(ImageView), banner: Nullable(ImageView), cover: Nullable(ImageView) }),
    orderReminder: Type.Object({ enabled: Type.Boolean(), hoursBeforeStart: Type.Number() }),
    opinionBooster: Type.Object({ enabled: Type.Boolean(), delayHours: Type.Number(), reviewUrl: NullableText }),
    newsletterSubscription: Type.Object({ customerOptIn: Type.Boolean(), platformLists: Type.Array(Text) }),
    categoryDiscounts: Type.Array(
      Type.Object({
        categoryId: Text,
        label: NullableText,
        ranges: Type.Array(
          Type.Object({
            minDays: Type.Number(),
            maxDays: Nullable(Type.Number()),
            type: StringEnum(CATEGORY_DISCOUNT_TYPES),
            /** Amount off per unit in major units, or percent. */
            value: Type.Number(),
          }),
        ),
      }),
    ),
    events: Type.Object({
      tags: Type.Array(Text),
      universes: Type.Array(Text),
      universesActivated: Type.Boolean(),
      universesTag: NullableText,
    }),
    rentalPlace: Type.Object({ visible: Type.Boolean() }),
    placeId: NullableText,
    theme: ThemeView,
    integrations: Type.Object({
      tulip: Type.Object({
        linked: Type.Boolean(),
        linkedId: NullableText,
        insuranceMode: Text,
        price: Type.Object({
          method: StringEnum(['SHARE', 'PER_ITEM_DAY'] as const),
          percent: Type.Number(),
          perItemDay: Type.Number(),
          minimum: Nullable(Type.Number()),
        }),
      }),
      square: Type.Object({ connected: Type.Boolean(), locationId: NullableText }),
      ancv: Type.Object({ shopId: NullableText }),
    }),
    updatedAt: Nullable(DateTime),
  },
  { title: 'CompanySettings' },
);
