import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A login session. The token itself is never stored, only its SHA-256; revoking sets revoked_at and takes effect on
 * the next request. Exactly one of user_id, rental_place_user_id, b2b_account_id names who is logged in.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    audience: text('audience').notNull(),
    userId: uuid('user_id'),
    rentalPlaceUserId: uuid('rental_place_user_id'),
    b2bAccountId: uuid('b2b_account_id'),
    companyId: uuid('company_id'),
    tool: text('tool').notNull().default('dashboard'),
    /** The administrator behind an impersonated session. */
    impersonatedBy: uuid('impersonated_by'),
    /** The B2B account behind a session opened as one of its companies' users. */
    openedByB2bAccountId: uuid('opened_by_b2b_account_id'),
    /**
     * The session of the administrator or B2B account that opened this one on behalf of its user: this session lives
     * only while that one does (and while its account stays active).
     */
    openerSessionId: uuid('opener_session_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_rp_user_idx').on(t.rentalPlaceUserId),
    index('sessions_impersonated_by_idx').on(t.impersonatedBy),
    index('sessions_opened_by_b2b_idx').on(t.openedByB2bAccountId),
  ],
);

/**
 * Login attempts, for throttling by account and client. An attempt is written as failed before the password is
 * checked (so that simultaneous guesses see each other) and marked succeeded after. `device_id` is the known device
 * (`known_devices`) it came from, if any.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: text('succeeded').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    deviceId: uuid('device_id'),
  },
  (t) => [index('login_attempts_email_idx').on(t.email, t.at), index('login_attempts_ip_idx').on(t.ip, t.at)],
);

/**
 * Browsers that logged in to an account (the `hb_device` cookie, stored hashed), one row per account email. A known
 * device may still try when the account has had too many failures from elsewhere.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('known_devices_token_email_idx').on(t.tokenHash, t.email),
    index('known_devices_email_idx').on(t.email),
  ],
);

/** Single-use, expiring tokens sent by mail: password reset and account validation. Stored hashed. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id'),
    rentalPlaceUserId: uuid('rental_place_user_id'),
    b2bAccountId: uuid('b2b_account_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId)],
);
