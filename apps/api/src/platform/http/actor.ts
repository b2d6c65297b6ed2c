import type { AccessMap, UserRole } from '@hirebase/shared';

export interface UserActor {
  kind: 'user';
  sessionId: string;
  userId: string;
  role: UserRole;
  email: string;
  companyId: string | null;
  tool: string;
  membership: { isManager: boolean; access: AccessMap } | null;
  impersonatedBy: string | null;
  openedByB2bAccountId: string | null;
}

export interface RentalPlaceActor {
  kind: 'rentalPlaceUser';
  sessionId: string;
  rentalPlaceUserId: string;
  email: string;
}

export interface B2bActor {
  kind: 'b2b';
  sessionId: string;
  b2bAccountId: string;
  email: string;
}

export type Actor = { kind: 'anonymous' } | UserActor | RentalPlaceActor | B2bActor;

export const anonymous: Actor = { kind: 'anonymous' };
