import { Type } from 'typebox';
import { DateTime, Email, Id, Line, Nullable, Password } from '../../platform/http/schemas.ts';
import { Language } from '../users/index.ts';

export const RentalPlaceUserView = Type.Object({
  id: Id,
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  phone: Nullable(Type.String()),
  language: Type.String(),
  isValidated: Type.Boolean(),
  createdFrom: Type.String(),
  createdAt: DateTime,
});

export const B2bAccountView = Type.Object({
  id: Id,
  name: Type.String(),
  slug: Type.String(),
  email: Type.String(),
  isActive: Type.Boolean(),
  companies: Type.Array(Type.Object({ id: Id, name: Type.String(), slug: Type.String() })),
  createdAt: DateTime,
});

export const CreateRentalPlaceUserBody = Type.Object({
  email: Email,
  password: Password,
  firstName: Line(100, { minLength: 1 }),
  lastName: Line(100, { minLength: 1 }),
  phone: Type.Optional(Nullable(Line(40))),
  language: Type.Optional(Language),
});

export const MarketplaceLoginAnswer = Type.Object({
  token: Type.String(),
  expiresAt: DateTime,
  connectTo: Type.Union([Type.Literal('rental_place'), Type.Literal('rp_b2b')]),
  account: Type.Object({
    id: Id,
    email: Type.String(),
    firstName: Type.Optional(Type.String()),
    lastName: Type.Optional(Type.String()),
    name: Type.Optional(Type.String()),
  }),
});
