import { ACCESS_LEVELS, ACCESS_MODULES, LANGUAGES, USER_CREATED_FROM, USER_ROLES } from '@hirebase/shared';
import { Type } from 'typebox';
import { DateTime, Email, Id, Line, Nullable, StringEnum } from '../../platform/http/schemas.ts';

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
    firstName: Type.Optional(Line(100, { minLength: 1 })),
    lastName: Type.Optional(Line(100, { minLength: 1 })),
    phone: Type.Optional(Nullable(Line(40))),
    language: Type.Optional(Language),
  },
  { additionalProperties: false },
);

export const NewUserBody = Type.Object({
  email: Email,
  firstName: Line(100, { minLength: 1 }),
  lastName: Line(100, { minLength: 1 }),
  phone: Type.Optional(Nullable(Line(40))),
  language: Type.Optional(Language),
});
