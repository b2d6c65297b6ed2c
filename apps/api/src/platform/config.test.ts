import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for a bare machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      seedDemo: true,
      smtpUrl: undefined,
      logLevel: 'info',
      apiProcesses: 1,
    });
    expect(loadConfig({ API_PROCESSES: '4' }).apiProcesses).toBe(4);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('does not seed demo data on an external database unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('takes test cards in the sandbox with the embedded database only, unless asked', () => {
    expect(loadConfig({}).cardSandbox).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app' }).cardSandbox).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app', CARD_SANDBOX: '1' }).cardSandbox).toBe(true);
    expect(loadConfig({ CARD_SANDBOX: '0' }).cardSandbox).toBe(false);
  });

  it('keeps the development mailbox off, trusts no proxy and limits statements unless told otherwise', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ devMailbox: false, trustProxy: false, statementTimeoutMs: 30_000 });
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app' }).devMailbox).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app', DEV_MAILBOX: '1' }).devMailbox).toBe(true);
    expect(loadConfig({ STATEMENT_TIMEOUT_MS: '0' }).statementTimeoutMs).toBe(0);
  });

  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7 ,loopback', ['10.0.0.0/8', '192.168.1.7', 'loopback']],
    ['fd00::/8,::1', ['fd00::/8', '::1']],
  ])('reads TRUST_PROXY=%j as %j', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a whole number/],
    [{ TRUST_PROXY: 'yes please' }, /TRUST_PROXY must be false, true, a hop count, or a comma list/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.1,' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '99' }, /TRUST_PROXY as a hop count/],
    [{ DEV_MAILBOX: 'sure' }, /DEV_MAILBOX must be 1\/0/],
    [{ DEV_MAILBOX: '1', NODE_ENV: 'production' }, /DEV_MAILBOX cannot be on when NODE_ENV=production/],
    [{ STATEMENT_TIMEOUT_MS: '-1' }, /STATEMENT_TIMEOUT_MS/],
    [{ PORT: '70000' }, /PORT must be a whole number between 0 and 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL is not a valid URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO must be 1\/0/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ SESSION_TTL_HOURS: '0' }, /SESSION_TTL_HOURS/],
    [{ API_PROCESSES: '0' }, /API_PROCESSES/],
    [
      { S3_BUCKET: 'files', S3_ENDPOINT: 'http://s3.test' },
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION must be set too/,
    ],
    [
      { S3_BUCKET: 'b', S3_ENDPOINT: 'not a url', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_REGION: 'r' },
      /S3_ENDPOINT is not a valid URL/,
    ],
    [{ SIGNING_P12: 'AAAA' }, /SIGNING_P12_PASSPHRASE is required/],
    [{ SIGNING_P12_PATH: '/nowhere/shop.p12', SIGNING_P12_PASSPHRASE: 'x' }, /SIGNING_P12_PATH cannot be read/],
  ])('rejects %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads an S3 bucket from the five S3_* variables, and none without them', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const env = {
      S3_BUCKET: 'hirebase',
      S3_ENDPOINT: 'https://s3.eu-west-3.amazonaws.com',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_REGION: 'eu-west-3',
    };
    expect(loadConfig(env).s3).toEqual({
      bucket: 'hirebase',
      endpoint: 'https://s3.eu-west-3.amazonaws.com',
      accessKeyId: 'AKIA',
      secretAccessKey: 'secret',
      region: 'eu-west-3',
    });
  });
});
