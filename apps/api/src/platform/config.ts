import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { type SigningConfig, signingConfigFrom } from './signing/config.ts';
import { readS3Config, type S3Config } from './storage/s3-config.ts';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /** Postmark's server token: POST /postmark/send answers 503 without it. */
  postmarkServerToken: string | undefined;
  /** Postmark's API address (tests point it to a local server). */
  postmarkApiUrl: string;
  logLevel: string;
  sessionTtlHours: number;
  bodyLimitBytes: number;
  webDist: string | undefined;
  /** The online store's server renderer module; default: the web build's `dist-ssr/entry-server.js`. */
  storeRenderer: string | undefined;
  isProduction: boolean;
  /** HTTP server processes; above 1 a primary process runs the database, the jobs and the mail, and forks them. */
  apiProcesses: number;
  /** The development mailbox (`/v2/dev/mailbox`, platform administrators only): off unless asked for. */
  devMailbox: boolean;
  /** Which proxies may tell the client's address (`X-Forwarded-For`): Fastify's `trustProxy`. Off by default. */
  trustProxy: TrustProxy;
  /** Longest a request's SQL statement may run before PostgreSQL cancels it (ms); 0 = no limit. */
  statementTimeoutMs: number;
  /** The S3-compatible bucket that holds stored files; undefined: files live under `dataDir/files`. */
  s3: S3Config | undefined;
  /** Where the certificate that signs documents comes from (`SIGNING_P12_PATH` / `SIGNING_P12`, or generated). */
  signing: SigningConfig;
  /**
   * The built-in sandbox card provider (test cards, no money moves): on with the embedded database, off when
   * `DATABASE_URL` is set unless asked for, so a live shop never marks an order paid with a test card.
   */
  cardSandbox: boolean;
  /** Signs the sandbox card provider's webhooks; undefined: a secret generated once and kept in the database. */
  cardSandboxWebhookSecret: string | undefined;
  /** Where the sandbox card provider delivers its webhooks: this server's own endpoint by default. */
  cardSandboxWebhookUrl: string;
  /** The platform's fee on each card payment it takes for a shop: a rate in basis points (140 = 1.4 %) plus cents. */
  platformFee: { basisPoints: number; fixedCents: number };
  /** Days a card payment stays pending before it is available for a payout. */
  payoutDelayDays: number;
  /** Minutes an online store's cart holds its products after each change (`CART_HOLD_MINUTES`). */
  cartHoldMinutes: number;
  /** How often available money is paid out to a shop that has not chosen: every day, or on Mondays. */
  payoutSchedule: 'DAILY' | 'WEEKLY';
  /** The VAT rate of the platform's fee invoices, in basis points (2000 = 20 %): the fees charged include it. */
  platformVatBasisPoints: number;
  /** The simulated card terminal at the counter (payments through the sandbox card provider): on like `cardSandbox`. */
  terminalSandbox: boolean;
  /** The holiday-voucher (ANCV) sandbox (QR code, test beneficiaries, no money moves): on like `cardSandbox`. */
  ancvSandbox: boolean;
  /** Stripe's secret key: with it, card payments go through Stripe (shops' connected accounts) instead of the sandbox. */
  stripeSecretKey: string | undefined;
  /** Signs the events Stripe sends to `/v2/payment/webhook/stripe`; required with the secret key. */
  stripeWebhookSecret: string | undefined;
  /** Stripe's API address (tests point it to a local server); undefined: Stripe's own. */
  stripeApiBase: string | undefined;
  /** A Nominatim-compatible geocoder's address (`GEOCODER_URL`): locates typed delivery addresses; unset: none. */
  geocoderUrl: string | undefined;
}

/** false: the socket's address is the client; a hop count; true: every proxy; or proxy addresses and CIDR ranges. */
export type TrustProxy = false | true | number | string[];

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be 1/0, true/false or yes/no (got "${raw}")`);
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

/** Names proxy-addr understands besides addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function trustProxy(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim();
  if (raw === undefined || raw === '' || ['false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (raw.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY as a hop count must be between 0 and 10 (got "${raw}")`);
    return hops === 0 ? false : hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isProxyAddress(entry)) {
      throw new ConfigError(
        `TRUST_PROXY must be false, true, a hop count, or a comma list of proxy addresses or CIDR ranges (got "${entry}")`,
      );
    }
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function payoutSchedule(env: Env): 'DAILY' | 'WEEKLY' {
  const raw = (env.PAYOUT_SCHEDULE || 'daily').toLowerCase();
  if (raw !== 'daily' && raw !== 'weekly')
    throw new ConfigError(`PAYOUT_SCHEDULE must be daily or weekly (got "${raw}")`);
  return raw === 'daily' ? 'DAILY' : 'WEEKLY';
}

/** Reads and validates the configuration; throws ConfigError with a message naming the variable. */
export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 3000, 0, 65535);
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const isProduction = env.NODE_ENV === 'production';
  // `npm start` asks for it with the embedded database and demo data; everywhere else it is explicit
  const devMailbox = bool(env, 'DEV_MAILBOX', false);
  if (devMailbox && isProduction) throw new ConfigError('DEV_MAILBOX cannot be on when NODE_ENV=production');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir: resolve(env.DATA_DIR || 'data'),
    seedDemo: bool(env, 'SEED_DEMO', databaseUrl === undefined),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Hirebase <no-reply@hirebase.test>',
    publicUrl: url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`,
    postmarkServerToken: env.POSTMARK_SERVER_TOKEN?.trim() || undefined,
    postmarkApiUrl: url(env, 'POSTMARK_API_URL', ['http:', 'https:']) ?? 'https://api.postmarkapp.com',
    logLevel,
    sessionTtlHours: int(env, 'SESSION_TTL_HOURS', 24 * 14, 1, 24 * 365),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024, 100 * 1024 * 1024),
    webDist: env.WEB_DIST,
    storeRenderer: env.STORE_RENDERER?.trim() || undefined,
    isProduction,
    apiProcesses: int(env, 'API_PROCESSES', 1, 1, 64),
    devMailbox,
    trustProxy: trustProxy(env),
    statementTimeoutMs: int(env, 'STATEMENT_TIMEOUT_MS', 30_000, 0, 3_600_000),
    s3: readS3Config(env, (message) => new ConfigError(message)),
    signing: signingConfigFrom(env, (message) => new ConfigError(message)),
    cardSandbox: bool(env, 'CARD_SANDBOX', databaseUrl === undefined),
    cardSandboxWebhookSecret: env.CARD_SANDBOX_WEBHOOK_SECRET?.trim() || undefined,
    cardSandboxWebhookUrl:
      url(env, 'CARD_SANDBOX_WEBHOOK_URL', ['http:', 'https:']) ??
      `http://127.0.0.1:${port}/v2/payment/webhook/sandbox`,
    platformFee: {
      basisPoints: int(env, 'PLATFORM_FEE_BASIS_POINTS', 140, 0, 10_000),
      fixedCents: int(env, 'PLATFORM_FEE_FIXED_CENTS', 25, 0, 10_000),
    },
    payoutDelayDays: int(env, 'PAYOUT_DELAY_DAYS', 2, 0, 90),
    cartHoldMinutes: int(env, 'CART_HOLD_MINUTES', 15, 1, 240),
    payoutSchedule: payoutSchedule(env),
    platformVatBasisPoints: int(env, 'PLATFORM_VAT_BASIS_POINTS', 2000, 0, 10_000),
    terminalSandbox: bool(env, 'TERMINAL_SANDBOX', databaseUrl === undefined),
    ancvSandbox: bool(env, 'ANCV_SANDBOX', databaseUrl === undefined),
    ...stripeConfig(env),
    geocoderUrl: url(env, 'GEOCODER_URL', ['http:', 'https:']),
  };
}

function stripeConfig(env: Env) {
  const stripeSecretKey = env.STRIPE_SECRET_KEY?.trim() || undefined;
  const stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || undefined;
  if (Boolean(stripeSecretKey) !== Boolean(stripeWebhookSecret)) {
    throw new ConfigError('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together (or neither)');
  }
  return { stripeSecretKey, stripeWebhookSecret, stripeApiBase: url(env, 'STRIPE_API_BASE', ['http:', 'https:']) };
}
