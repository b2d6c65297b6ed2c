import { describe, expect, it } from 'vitest';
import { withDevMailboxDefault } from '../../../scripts/start-env.mjs';

describe('npm start and the development mailbox', () => {
  it('turns it on for the embedded database with demo data only', () => {
    expect(withDevMailboxDefault({}).DEV_MAILBOX).toBe('1');
    expect(withDevMailboxDefault({ SEED_DEMO: 'yes' }).DEV_MAILBOX).toBe('1');
    expect(withDevMailboxDefault({ SEED_DEMO: '0' }).DEV_MAILBOX).toBeUndefined();
    expect(withDevMailboxDefault({ SMTP_URL: 'smtp://mail:25' }).DEV_MAILBOX).toBeUndefined();
    expect(withDevMailboxDefault({ NODE_ENV: 'production' }).DEV_MAILBOX).toBeUndefined();
  });

  it('never turns it on with DATABASE_URL, unless DEV_MAILBOX says so', () => {
    const external = { DATABASE_URL: 'postgres://u:p@db:5432/app' };
    expect(withDevMailboxDefault(external).DEV_MAILBOX).toBeUndefined();
    expect(withDevMailboxDefault({ ...external, SEED_DEMO: '1' }).DEV_MAILBOX).toBeUndefined();
    expect(withDevMailboxDefault({ ...external, DEV_MAILBOX: '1' }).DEV_MAILBOX).toBe('1');
    expect(withDevMailboxDefault({ DEV_MAILBOX: '0' }).DEV_MAILBOX).toBe('0');
  });
});
