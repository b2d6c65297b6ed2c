import { TOOLS } from '@hirebase/shared';
import { Type } from 'typebox';
import { DateTime, Email, Id, Line, Nullable, Password, StringEnum, Token } from '../../platform/http/schemas.ts';
import { CompanyView } from '../companies/index.ts';
import { Role, UserView } from '../users/index.ts';

export const LoginBody = Type.Object({
  email: Email,
  password: Password,
});

export const ConnectTo = StringEnum([
  'dashboard',
  'admin',
  'reconditioning',
  'store_tool',
  'visibility',
  'visibility_one',
  'billing',
  'rental_place',
  'rp_b2b',
]);

/** Answer of every call that opens a staff session (login, logAs, go back, switch company/tool). */
export const UserSessionAnswer = Type.Object(
  {
    token: Type.String(),
    expiresAt: DateTime,
    role: Role,
    connectTo: ConnectTo,
    user: UserView,
    company: Nullable(CompanyView),
    impersonatedBy: Nullable(Type.Object({ id: Id, email: Type.String() })),
  },
  { title: 'Session' },
);

export const TokenCheck = Type.Object({
  valid: Type.Literal(true),
  role: Type.String(),
  connectTo: ConnectTo,
  userId: Id,
  companyId: Nullable(Id),
  tool: Type.String(),
  impersonatedBy: Nullable(Id),
  openedByB2bAccountId: Nullable(Id),
  expiresAt: DateTime,
});

export const MarketplaceTokenCheck = Type.Object({
  valid: Type.Literal(true),
  connectTo: ConnectTo,
  id: Id,
  email: Type.String(),
  expiresAt: DateTime,
});

export const EmailBody = Type.Object({ email: Email });
export const ResetBody = Type.Object({
  token: Token,
  password: Password,
});
export const ValidateBody = Type.Object({
  token: Token,
  password: Type.Optional(Password),
});
export const ToolParams = Type.Object({ tool: StringEnum(TOOLS) });
export const CompanyIdParams = Type.Object({ companyId: Id });
export const EmailParams = Type.Object({ email: Line(254, { minLength: 3, examples: ['someone@example.com'] }) });
export const Availability = Type.Object({ available: Type.Boolean() });
