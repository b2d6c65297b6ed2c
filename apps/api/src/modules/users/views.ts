import type { UserRow } from './repository.ts';

export function userView(u: UserRow) {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    language: u.language,
    role: u.role,
    isAccountActivated: u.isAccountActivated,
    isValidated: u.isValidated,
    createdFrom: u.createdFrom,
    pictureUrl: u.pictureKey ? `/v2/user/picture/${u.id}?v=${u.updatedAt.getTime()}` : null,
    createdAt: u.createdAt.toISOString(),
  };
}
