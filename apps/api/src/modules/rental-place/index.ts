// The public entry of the rental-place module: what other modules may use.

export { b2bAccountsView, openerB2bAccountsView, rentalPlaceUsersView } from './read-views.ts';
export type { B2bAccountRow, RentalPlaceUserRow } from './repository.ts';
export {
  companiesOfB2bAccount,
  findB2bAccountByEmail,
  findB2bAccountById,
  findRentalPlaceUserByEmail,
  findRentalPlaceUserById,
  isCompanyOfB2bAccount,
  updateB2bAccount,
  updateRentalPlaceUser,
} from './repository.ts';
export { MarketplaceLoginAnswer, RentalPlaceUserView } from './schemas.ts';
export { rentalPlaceUserView } from './views.ts';
