import { readView } from '../../platform/db/read-view.ts';
import { users } from './tables.ts';

/** Read-only views of this module's tables for other modules' reads and joins (see readView). */
export const usersView = readView(users, 'users');
/** The same view under the name of the users who opened a session on behalf of someone (a second join of users). */
export const openerUsersView = readView(users, 'opener_users');
/** The same view under the name of the users who sent an invitation (a second join of users). */
export const inviterUsersView = readView(users, 'inviter_users');
