import { Type } from 'typebox';
import { DateTime, Email, Id, Line, Nullable, Token } from '../../platform/http/schemas.ts';
import { AccessMapSchema, PartialAccessMap, UserView } from '../users/index.ts';

export const EmployeeView = Type.Object({ user: UserView, isManager: Type.Boolean(), access: AccessMapSchema });

export const EmployeeBody = Type.Object({
  email: Email,
  firstName: Line(100, { minLength: 1 }),
  lastName: Line(100, { minLength: 1 }),
  isManager: Type.Boolean({ default: false }),
  access: Type.Optional(PartialAccessMap),
});

/** The answer when the email belongs to someone who does not work here yet: an invitation is on its way. */
export const InvitationSent = Type.Object({
  invitation: Type.Object({ email: Email, isManager: Type.Boolean(), access: AccessMapSchema, expiresAt: DateTime }),
});

export const AddEmployeeAnswer = Type.Union([EmployeeView, InvitationSent]);

export const InvitationTokenBody = Type.Object({ token: Token });

export const InvitationDetails = Type.Object({
  companyName: Type.String(),
  email: Email,
  isManager: Type.Boolean(),
  expiresAt: DateTime,
});

export const InvitationAccepted = Type.Object({ companyName: Type.String() });

export const InvitationDeclined = Type.Object({ companyName: Type.String() });

/** A pending invitation as the company's staff managers see it: nothing of the invited person's account. */
export const PendingInvitation = Type.Object({
  id: Id,
  email: Type.String(),
  isManager: Type.Boolean(),
  access: AccessMapSchema,
  invitedAt: DateTime,
  invitedBy: Nullable(Type.Object({ firstName: Type.String(), lastName: Type.String(), email: Type.String() })),
  expiresAt: DateTime,
  expired: Type.Boolean(),
});

export const InvitationResent = Type.Object({ ok: Type.Literal(true), expiresAt: DateTime });
