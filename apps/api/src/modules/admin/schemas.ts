import { ACCOUNT_STATUSES, ACCOUNT_TYPES, ARCHIVE_REASONS, CURRENCIES, LANGUAGES, VERTICALES } from '@hirebase/shared';
import { Type } from 'typebox';
import { DateTime, Email, Id, Line, Nullable, Password, Slug, StringEnum } from '../../platform/http/schemas.ts';
import { CompanyView } from '../companies/index.ts';
import { MarketplaceBooking } from '../orders/index.ts';
import { RentalPlaceUserView } from '../rental-place/index.ts';
import { Language, PartialAccessMap, Role, UserView } from '../users/index.ts';

const Name = Line(100, { minLength: 1 });
const Phone = Line(40);

export const CreateCompanyBody = Type.Object({
  name: Line(120, { minLength: 2 }),
  slug: Slug,
  email: Type.Optional(Nullable(Email)),
  phone: Type.Optional(Nullable(Phone)),
  accountStatus: StringEnum(ACCOUNT_STATUSES),
  accountType: Type.Optional(StringEnum(ACCOUNT_TYPES)),
  trialEndsAt: Type.Optional(Nullable(DateTime)),
  timezone: Type.Optional(Line(64, { minLength: 3, examples: ['Europe/Paris'] })),
  currency: Type.Optional(StringEnum(CURRENCIES)),
  languages: Type.Optional(Type.Array(StringEnum(LANGUAGES), { minItems: 1, maxItems: 5 })),
  defaultLanguage: Type.Optional(StringEnum(LANGUAGES)),
  verticales: Type.Optional(Type.Array(StringEnum(VERTICALES), { maxItems: 16 })),
  city: Type.Optional(Nullable(Line(100))),
  country: Type.Optional(Nullable(Line(2, { minLength: 2, examples: ['FR'] }))),
  manager: Type.Object({ email: Email, firstName: Name, lastName: Name, password: Type.Optional(Password) }),
});

export const CreatedCompany = Type.Object({ company: CompanyView, manager: UserView });

export const ArchiveBody = Type.Object({ reason: StringEnum(ARCHIVE_REASONS) });

export const CompanyAccessBody = Type.Object({
  accountStatus: Type.Optional(StringEnum(ACCOUNT_STATUSES)),
  accountType: Type.Optional(StringEnum(ACCOUNT_TYPES)),
  trialEndsAt: Type.Optional(Nullable(DateTime)),
  subscriptionPending: Type.Optional(Type.Boolean()),
  access: Type.Optional(Type.Record(Line(60), Type.Boolean())),
});

export const EmployeeAccessBody = Type.Object({ isManager: Type.Boolean(), access: Type.Optional(PartialAccessMap) });

export const CreateUserBody = Type.Object({
  email: Email,
  firstName: Name,
  lastName: Name,
  phone: Type.Optional(Nullable(Phone)),
  language: Type.Optional(Language),
  role: Role,
  password: Type.Optional(Password),
  companyId: Type.Optional(Id),
  isManager: Type.Optional(Type.Boolean()),
});

export const UpdateUserBody = Type.Object({
  email: Type.Optional(Email),
  firstName: Type.Optional(Name),
  lastName: Type.Optional(Name),
  phone: Type.Optional(Nullable(Phone)),
  language: Type.Optional(Language),
  role: Type.Optional(Role),
});

const UserCompany = Type.Object({ id: Id, name: Type.String(), slug: Type.String(), isManager: Type.Boolean() });
/** A user as administrators see it: the shared view with the CRM ids. */
const AdminUserView = Type.Object({
  ...UserView.properties,
  hubspotId: Nullable(Type.String()),
  slackId: Nullable(Type.String()),
});
export const UserDetail = Type.Object({ user: AdminUserView, companies: Type.Array(UserCompany) });
const CrmId = Nullable(Line(100, { description: 'Empty or null clears it' }));
export const HubspotIdBody = Type.Object({ userId: Id, hubspotId: CrmId });
export const SlackIdBody = Type.Object({ userId: Id, slackId: CrmId });
export const EmailCheck = Type.Object({
  exists: Type.Boolean(),
  user: Nullable(UserView),
  companies: Type.Array(UserCompany),
});

export const MarketplaceCustomerQuery = Type.Object(
  { withOrders: Type.Optional(Type.Boolean({ description: 'Add their bookings in every shop (at most 200)' })) },
  { additionalProperties: false },
);
export const MarketplaceCustomerDetail = Type.Object({
  user: RentalPlaceUserView,
  orders: Type.Optional(Type.Array(MarketplaceBooking, { description: 'With `withOrders`: latest start first' })),
});
