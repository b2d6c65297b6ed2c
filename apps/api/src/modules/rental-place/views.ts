import type { B2bAccountRow, RentalPlaceUserRow } from './repository.ts';

export const rentalPlaceUserView = (u: RentalPlaceUserRow) => ({
  id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  phone: u.phone,
  language: u.language,
  isValidated: u.isValidated,
  createdFrom: u.createdFrom,
  createdAt: u.createdAt.toISOString(),
});

export const b2bAccountView = (a: B2bAccountRow, companies: { id: string; name: string; slug: string }[]) => ({
  id: a.id,
  name: a.name,
  slug: a.slug,
  email: a.email,
  isActive: a.isActive,
  companies: companies.map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
  createdAt: a.createdAt.toISOString(),
});
