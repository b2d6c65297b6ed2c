// What `npm start` adds to the server's environment; kept apart from start.mjs so that a test can check it.

const TRUE = ['1', 'true', 'yes'];

/**
 * The development mailbox is turned on for the local trial `npm start` gives on a bare machine — the embedded
 * database with demo data, no SMTP server — and nowhere else unless DEV_MAILBOX is set explicitly.
 */
export function withDevMailboxDefault(env) {
  if (env.DEV_MAILBOX !== undefined && env.DEV_MAILBOX !== '') return env;
  const embedded = !env.DATABASE_URL;
  const seed = (env.SEED_DEMO ?? '').toLowerCase();
  const demoData = seed === '' ? embedded : TRUE.includes(seed);
  const trial = embedded && demoData && !env.SMTP_URL && env.NODE_ENV !== 'production';
  return trial ? { ...env, DEV_MAILBOX: '1' } : env;
}
