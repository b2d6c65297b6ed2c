import { readView } from '../../platform/db/read-view.ts';
import { b2bAccounts, rentalPlaceUsers } from './tables.ts';

/** Read-only views of this module's tables for other modules' reads and joins (see readView). */
export const b2bAccountsView = readView(b2bAccounts, 'b2b_accounts');
export const rentalPlaceUsersView = readView(rentalPlaceUsers, 'rental_place_users');
/** The same view under the name of the B2B accounts that opened a session on behalf of someone. */
export const openerB2bAccountsView = readView(b2bAccounts, 'opener_b2b_accounts');
