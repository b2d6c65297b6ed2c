import { CURRENCIES, LANGUAGES, VERTICALES } from '@hirebase/shared';
import { STORE_SCOPES } from '@hirebase/shared/company-settings';
import { Type } from 'typebox';
import { Id, Nullable, StringEnum } from '../../../platform/http/schemas.ts';
import {
  AddressView,
  BookingSlotsView,
  CancellationPolicyView,
  DayRangeView,
  DeliveryView,
  ImageView,
  OpeningHoursView,
  SocialMediaView,
  ThemeView,
} from '../view-schemas.ts';

const NullableText = Nullable(Type.String());

/** What anyone may know of a store: the public company view and the settings its pages need. */
export const PublicStoreView = Type.Object({
  id: Id,
  name: Type.String(),
  slug: Type.String(),
  /** The current slug when the store was found by a former one (the client should redirect), else null. */
  redirectTo: NullableText,
  scope: StringEnum(STORE_SCOPES),
  /** The language texts are in: the one asked for when the store offers it, else its default language. */
  language: StringEnum(LANGUAGES),
  languages: Type.Array(StringEnum(LANGUAGES)),
  defaultLanguage: StringEnum(LANGUAGES),
  timezone: Type.String(),
  currency: StringEnum(CURRENCIES),
  verticales: Type.Array(StringEnum(VERTICALES)),
  email: NullableText,
  phone: NullableText,
  website: NullableText,
  address: AddressView,
  description: NullableText,
  shortDescription: NullableText,
  socialMedia: SocialMediaView,
  openingHours: OpeningHoursView,
  closedDates: Type.Array(DayRangeView),
  bookingSlots: BookingSlotsView,
  showPricing: Type.Boolean(),
  featuredIds: Type.Array(Type.String()),
  images: Type.Object({ logo: Nullable(ImageView), banner: Nullable(ImageView), cover: Nullable(ImageView) }),
  gallery: Type.Array(ImageView),
  theme: ThemeView,
  delivery: DeliveryView,
  cancellationPolicy: CancellationPolicyView,
  rentalPlace: Type.Object({ visible: Type.Boolean() }),
  placeId: NullableText,
});

export const ShopIdView = Type.Object({
  companyId: Id,
  slug: Type.String(),
  name: Type.String(),
  /** Path of the online store in the web app. */
  storeUrl: Type.String(),
});

export const StoredFileView = Type.Object({ key: Type.String(), url: Type.String() });
