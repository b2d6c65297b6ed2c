import { readView } from '../../platform/db/read-view.ts';
import { b2bAccounts, rentalPlaceUsers } from './tables.ts';

/** Read-only views of this module's tables for other modules' reads and joins (see readView). */
export const b2bAccountsView = readView(b2bAccounts, 'b2b_accounts');
export const rentalPlaceUsersView = readView(rentalPlaceUsers, 'rental_place_users');
