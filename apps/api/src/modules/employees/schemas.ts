import { Type } from 'typebox';
import { Email, Line } from '../../platform/http/schemas.ts';
import { AccessMapSchema, PartialAccessMap, UserView } from '../users/index.ts';

export const EmployeeView = Type.Object({ user: UserView, isManager: Type.Boolean(), access: AccessMapSchema });

export const EmployeeBody = Type.Object({
  email: Email,
  firstName: Line(100, { minLength: 1 }),
  lastName: Line(100, { minLength: 1 }),
  isManager: Type.Boolean({ default: false }),
  access: Type.Optional(PartialAccessMap),
});
