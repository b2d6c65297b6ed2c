// The public entry of the rental-place module: what other modules may use.

export { b2bAccountsView, openerB2bAccountsView, rentalPlaceUsersView } from './read-views.ts';
export type { RentalPlaceUserRow } from './repository.ts';
export {
  companiesOfB2bAccount,
  findB2bAccountByEmail,
  findRentalPlaceUserByEmail,
  findRentalPlaceUserById,
  isCompanyOfB2bAccount,
  updateRentalPlaceUser,
} from './repository.ts';
export { MarketplaceLoginAnswer } from './schemas.ts';
