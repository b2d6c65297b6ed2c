// The public entry of the rental-place module: what other modules may use.

export type { RentalPlaceUserRow } from './repository.ts';
export {
  findB2bAccountByEmail,
  findRentalPlaceUserByEmail,
  findRentalPlaceUserById,
  isCompanyOfB2bAccount,
  updateRentalPlaceUser,
} from './repository.ts';
export { MarketplaceLoginAnswer } from './schemas.ts';
export { b2bAccounts, rentalPlaceUsers } from './tables.ts';
