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

  it.each([
    [{ PORT: 'abc' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number between 0 and 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL is not a valid URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO must be 1\/0/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ SESSION_TTL_HOURS: '0' }, /SESSION_TTL_HOURS/],
    [{ API_PROCESSES: '0' }, /API_PROCESSES/],
  ])('rejects %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
