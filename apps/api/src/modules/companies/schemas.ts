import { ACCOUNT_STATUSES, ACCOUNT_TYPES, CURRENCIES, LANGUAGES, VERTICALES } from '@hirebase/shared';
import { Type } from 'typebox';
import { DateTime, Id, Nullable, StringEnum } from '../../platform/http/schemas.ts';

export const CompanyView = Type.Object({
  id: Id,
  name: Type.String(),
  slug: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  accountStatus: StringEnum(ACCOUNT_STATUSES),
  accountType: StringEnum(ACCOUNT_TYPES),
  trialEndsAt: Nullable(DateTime),
  subscriptionPending: Type.Boolean(),
  archiveReason: Nullable(Type.String()),
  archivedAt: Nullable(DateTime),
  timezone: Type.String(),
  currency: StringEnum(CURRENCIES),
  languages: Type.Array(StringEnum(LANGUAGES)),
  defaultLanguage: StringEnum(LANGUAGES),
  verticales: Type.Array(StringEnum(VERTICALES)),
  city: Nullable(Type.String()),
  country: Nullable(Type.String()),
  access: Type.Record(Type.String(), Type.Boolean()),
  createdAt: DateTime,
});

/** What anyone may know of a company (store pages, lookups). */
export const PublicCompanyView = Type.Pick(CompanyView, [
  'id',
  'name',
  'slug',
  'timezone',
  'currency',
  'languages',
  'defaultLanguage',
  'verticales',
  'city',
  'country',
]);
