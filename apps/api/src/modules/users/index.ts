// The public entry of the users module: what other modules may use.

export { inviterUsersView, openerUsersView, usersView } from './read-views.ts';
export type { NewUser, UserRow } from './repository.ts';
export {
  emailTaken,
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
  userSearchCondition,
} from './repository.ts';
export { AccessMapSchema, Language, PartialAccessMap, Role, UserView } from './schemas.ts';
export { userView } from './views.ts';
