import { ACCESS_LEVELS, ACCESS_MODULES, LANGUAGES, USER_CREATED_FROM, USER_ROLES } from '@hirebase/shared';
import { Type } from 'typebox';
import { DateTime, Email, Id, Nullable, StringEnum } from '../../platform/http/schemas.ts';

export const UserView = Type.Object({
  id: Id,
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  phone: Nullable(Type.String()),
  language: Type.String(),
  role: StringEnum(USER_ROLES),
  isAccountActivated: Type.Boolean(),
  isValidated: Type.Boolean(),
  createdFrom: Type.String(),
  pictureUrl: Nullable(Type.String()),
  createdAt: DateTime,
});

export const AccessMapSchema = Type.Object(
  Object.fromEntries(ACCESS_MODULES.map((m) => [m, StringEnum(ACCESS_LEVELS)])),
  { additionalProperties: false },
);
export const PartialAccessMap = Type.Partial(AccessMapSchema);

export const Language = StringEnum(LANGUAGES);
export const Role = StringEnum(USER_ROLES);
export const CreatedFrom = StringEnum(USER_CREATED_FROM);

export const ProfileUpdate = Type.Object(
  {
    firstName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    lastName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    phone: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    language: Type.Optional(Language),
  },
  { additionalProperties: false },
);

export const NewUserBody = Type.Object({
  email: Email,
  firstName: Type.String({ minLength: 1, maxLength: 100 }),
  lastName: Type.String({ minLength: 1, maxLength: 100 }),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  language: Type.Optional(Language),
});
