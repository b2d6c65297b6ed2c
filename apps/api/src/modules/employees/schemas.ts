import { Type } from 'typebox';
import { Email } from '../../platform/http/schemas.ts';
import { AccessMapSchema, PartialAccessMap, UserView } from '../users/schemas.ts';

export const EmployeeView = Type.Object({ user: UserView, isManager: Type.Boolean(), access: AccessMapSchema });

export const EmployeeBody = Type.Object({
  email: Email,
  firstName: Type.String({ minLength: 1, maxLength: 100 }),
  lastName: Type.String({ minLength: 1, maxLength: 100 }),
  isManager: Type.Boolean({ default: false }),
  access: Type.Optional(PartialAccessMap),
});
