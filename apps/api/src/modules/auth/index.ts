// The public entry of the auth module: what other modules may use.

export { liveOnBehalfSessions, revokeOnBehalfSession } from './on-behalf-sessions.ts';
export { PUBLIC_LIMITS } from './public-limits.ts';
export { sendAccountValidation, sendRentalPlaceEmailValidation } from './recovery.ts';
export { checkPasswordPolicy, hashPassword, hashToken, newToken, verifyPassword } from './secrets.ts';
export { revokeSessionsOf, revokeSessionsOpenedByB2bIn } from './sessions.ts';
