import { resolve } from 'node:path';
import { z } from 'zod';
import { parseKey } from './platform/crypto/secret-box.js';

/**
 * Geetest's browser side by version: the loader its documentation names, and the hosts that loader
 * fetches its scripts, styles, pictures and API answers from (with Geetest's fallback domains).
 */
const GEETEST_WIDGET = {
  '3': {
    script: 'https://static.geetest.com/static/tools/gt.js',
    hosts: ['https://api.geetest.com', 'https://apiv6.geetest.com', 'https://static.geetest.com', 'https://static.geevisit.com'],
  },
  '4': {
    script: 'https://static.geetest.com/v4/gt4.js',
    hosts: ['https://gcaptcha4.geetest.com', 'https://gcaptcha4.geevisit.com', 'https://static.geetest.com', 'https://static.geevisit.com'],
  },
} as const;

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['true', '1', 'yes'].includes(v)));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Embedded PGlite data directory, used when DATABASE_URL is unset. */
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `json` (one object per line, for log shippers) or `pretty` (short lines for a person); unset: json in production. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** Seed demo merchants on an empty database. Defaults to on for the embedded database only. */
  SEED_DEMO: bool,
  /** Built web assets; unset means apps/web/dist next to this checkout. */
  WEB_DIST: z.string().optional(),
  /** Number of proxy hops to trust for X-Forwarded-For; 0 trusts none. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  /** Header set by a trusted edge (e.g. CF-IPCountry) carrying the visitor's ISO country code. */
  GEO_COUNTRY_HEADER: z.string().optional(),
  /** Bearer token for the /ops API; the API is off when unset. */
  OPS_API_TOKEN: z.string().min(24).optional(),
  /** Bearer token for GET /metrics (Prometheus); defaults to OPS_API_TOKEN; metrics are off when neither is set. */
  METRICS_TOKEN: z.string().min(24).optional(),
  /** On SIGTERM, how long /readyz answers 503 before the server stops taking requests (for the proxy to notice). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  // The built-in demo vendor's timers (ADR 063): a sports bet settles this long after it is placed, a
  // live table deals each window. The e2e run shortens them so no test waits a real minute (issue 24).
  DEMO_VENDOR_SPORTS_SETTLE_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
  DEMO_VENDOR_LIVE_WINDOW_MS: z.coerce.number().int().min(1_000).max(120_000).default(10_000),
  /** Login attempts per client IP per minute (a coarse ceiling; per-account counters do the real work). */
  LOGIN_IP_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Shared HMAC secret of the reference payment provider ("demo-pay"); the channel is off when unset. */
  PAYMENT_PROVIDER_SECRET: z.string().min(16).optional(),
  /**
   * Switches the shared exclusion register on (docs/adr/065, docs/operations.md): a self-exclusion on
   * one merchant then refuses registration and sign-in on every merchant of this deployment for the
   * same mobile, e-mail or identity number. The key of the HMAC the register stores instead of the
   * identifiers; off (unset) by default.
   */
  SHARED_EXCLUSION_REGISTER_KEY: z.string().min(32).optional(),
  /**
   * The Geetest account of the slider captcha (ADR 057). Without GEETEST_ID and GEETEST_KEY the
   * slider is the built-in puzzle. GEETEST_API_URL points elsewhere (a proxy, or a test fake).
   */
  GEETEST_ID: z
    .string()
    .regex(/^[0-9a-zA-Z]{8,64}$/)
    .optional(),
  GEETEST_KEY: z.string().min(8).max(128).optional(),
  GEETEST_VERSION: z.enum(['3', '4']).default('3'),
  GEETEST_API_URL: z.string().url().optional(),
  /**
   * The widget's loader the browser runs (Geetest's gt.js for v3, gt4.js for v4), and the hosts
   * that loader talks to (comma list): both are added to the pages' Content-Security-Policy.
   * The defaults are Geetest's own; a test points them at its local fake.
   */
  GEETEST_SCRIPT_URL: z.string().url().optional(),
  GEETEST_WIDGET_HOSTS: z.string().max(1000).optional(),
  /**
   * End-to-end tests only: every image captcha shows (and accepts) this text, so a browser test
   * can pass a captcha like a person reading it. Never set it on a real site.
   */
  E2E_CAPTCHA_TEXT: z
    .string()
    .regex(/^[A-Za-z2-9]{4}$/)
    .optional(),
  /**
   * End-to-end tests only: the server's clock can be moved forward through POST /__test/clock
   * (ADR 046), so a test sees a draw or an expired cache without waiting for it. Refused in
   * production and on PostgreSQL (DATABASE_URL): a moved clock there would close real draws early.
   */
  E2E_CLOCK: bool,
  /**
   * AES-256 key (32 bytes, hex or base64) sealing TOTP secrets at rest (ADR 040). Required in
   * production; without it the embedded demo generates one into DATA_DIR.
   */
  TOTP_ENCRYPTION_KEY: z
    .string()
    .refine((v) => parseKey(v) !== null, 'must be 32 bytes, as 64 hex digits or base64')
    .optional(),
  /** Earlier TOTP_ENCRYPTION_KEY values, comma-separated: they only open, and what they sealed is re-sealed with the current key. */
  TOTP_ENCRYPTION_OLD_KEYS: z
    .string()
    .refine((v) => v.split(',').every((k) => k.trim() === '' || parseKey(k) !== null), 'each key must be 32 bytes, as hex or base64')
    .optional(),
  /** PKCS#8 PEM of the RSA key for encrypted payloads; generated and stored in the database when unset. */
  JWE_PRIVATE_KEY_PEM: z.string().optional(),
  /** SMTP server for outgoing mail (smtp:// or smtps:// URL); unset keeps mail in the outbox table. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The From address of outgoing mail. */
  MAIL_FROM: z.string().default('Arcadia <no-reply@arcadia.local>'),
  /** With Redis: how long an instance's members-online entry lives without a heartbeat (a dead instance stops counting after it). */
  PRESENCE_TTL_MS: z.coerce.number().int().min(200).max(600_000).default(30_000),
  /**
   * With Redis: the namespace of this deployment's keys and channel (members online, rate-limit
   * counters, the event channel). Deployments sharing one Redis each need their own, or one's
   * sign-ins use up the other's limits and its events reach the other's sockets.
   */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,48}$/, 'letters, digits and : _ . - only (at most 48)')
    .default('arcadia'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  logFormat: 'json' | 'pretty';
  seedDemo: boolean;
  webDist: string;
  trustProxyHops: number;
  geoCountryHeader: string | undefined;
  opsApiToken: string | undefined;
  metricsToken: string | undefined;
  shutdownDrainMs: number;
  demoVendorTimers: { sportsSettleMs: number; liveWindowMs: number };
  jwePrivateKeyPem: string | undefined;
  loginIpLimitPerMinute: number;
  paymentProviderSecret: string | undefined;
  /** The shared exclusion register's HMAC key; undefined: the register is off (exclusions stay per merchant). */
  sharedExclusionKey: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  e2eCaptchaText: string | undefined;
  /** The slider captcha's Geetest account (ADR 057); undefined: the built-in puzzle. */
  geetest: { id: string; key: string; version: 3 | 4; apiUrl: string; scriptUrl: string; widgetHosts: readonly string[] } | undefined;
  /** E2E_CLOCK: the movable test clock and its endpoint (never in production, never on PostgreSQL). */
  e2eClock: boolean;
  presenceTtlMs: number;
  /** With Redis: this deployment's namespace (REDIS_KEY_PREFIX). */
  redisKeyPrefix: string;
  /** The TOTP sealing keys, current first; empty when none is configured (main.ts then uses the data directory's). */
  totpEncryptionKeys: Buffer[];
};

/** The only reader of process.env (ARCHITECTURE.md §2). Fails fast with every bad setting listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  // A production database must not depend on a key file that a fresh container or a second instance lacks.
  if (c.NODE_ENV === 'production' && !c.TOTP_ENCRYPTION_KEY)
    throw new Error('Invalid configuration:\n  TOTP_ENCRYPTION_KEY: required when NODE_ENV=production (32 bytes, hex or base64)');
  // A test clock moves every session, draw and settlement of its server: only on a throwaway one.
  if (c.E2E_CLOCK && c.NODE_ENV === 'production')
    throw new Error('Invalid configuration:\n  E2E_CLOCK: refused with NODE_ENV=production (a test-only clock that tests move forward)');
  if (c.E2E_CLOCK && c.DATABASE_URL)
    throw new Error('Invalid configuration:\n  E2E_CLOCK: refused with DATABASE_URL set (test servers use the embedded database)');
  if (c.E2E_CLOCK && !c.OPS_API_TOKEN)
    throw new Error('Invalid configuration:\n  E2E_CLOCK: needs OPS_API_TOKEN (the token that guards POST /__test/clock)');
  if (c.TOTP_ENCRYPTION_OLD_KEYS?.trim() && !c.TOTP_ENCRYPTION_KEY)
    throw new Error('Invalid configuration:\n  TOTP_ENCRYPTION_OLD_KEYS: needs TOTP_ENCRYPTION_KEY (the key that seals from now on)');
  const totpKeys = [c.TOTP_ENCRYPTION_KEY, ...(c.TOTP_ENCRYPTION_OLD_KEYS?.split(',') ?? [])]
    .filter((k): k is string => !!k?.trim())
    .map((k) => parseKey(k) as Buffer);
  // npm sets INIT_CWD to where the user ran npm, so ./data lands in the checkout root.
  const base = env.INIT_CWD ?? process.cwd();
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    dataDir: resolve(base, c.DATA_DIR ?? 'data'),
    databaseUrl: c.DATABASE_URL,
    redisUrl: c.REDIS_URL,
    logLevel: c.LOG_LEVEL,
    logFormat: c.LOG_FORMAT ?? (c.NODE_ENV === 'production' ? 'json' : 'pretty'),
    seedDemo: c.SEED_DEMO ?? !c.DATABASE_URL,
    webDist: c.WEB_DIST ? resolve(base, c.WEB_DIST) : resolve(import.meta.dirname, '../../web/dist'),
    trustProxyHops: c.TRUST_PROXY_HOPS,
    geoCountryHeader: c.GEO_COUNTRY_HEADER?.toLowerCase(),
    opsApiToken: c.OPS_API_TOKEN,
    metricsToken: c.METRICS_TOKEN ?? c.OPS_API_TOKEN,
    shutdownDrainMs: c.SHUTDOWN_DRAIN_MS,
    demoVendorTimers: { sportsSettleMs: c.DEMO_VENDOR_SPORTS_SETTLE_MS, liveWindowMs: c.DEMO_VENDOR_LIVE_WINDOW_MS },
    e2eCaptchaText: c.E2E_CAPTCHA_TEXT,
    geetest:
      c.GEETEST_ID && c.GEETEST_KEY
        ? {
            id: c.GEETEST_ID,
            key: c.GEETEST_KEY,
            version: Number(c.GEETEST_VERSION) as 3 | 4,
            apiUrl: (c.GEETEST_API_URL ?? (c.GEETEST_VERSION === '4' ? 'https://gcaptcha4.geetest.com' : 'http://api.geetest.com')).replace(
              /\/$/,
              '',
            ),
            scriptUrl: c.GEETEST_SCRIPT_URL ?? GEETEST_WIDGET[c.GEETEST_VERSION].script,
            widgetHosts: c.GEETEST_WIDGET_HOSTS
              ? c.GEETEST_WIDGET_HOSTS.split(',')
                  .map((h) => h.trim())
                  .filter(Boolean)
              : GEETEST_WIDGET[c.GEETEST_VERSION].hosts,
          }
        : undefined,
    e2eClock: c.E2E_CLOCK ?? false,
    jwePrivateKeyPem: c.JWE_PRIVATE_KEY_PEM,
    loginIpLimitPerMinute: c.LOGIN_IP_LIMIT_PER_MINUTE,
    paymentProviderSecret: c.PAYMENT_PROVIDER_SECRET,
    sharedExclusionKey: c.SHARED_EXCLUSION_REGISTER_KEY,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    presenceTtlMs: c.PRESENCE_TTL_MS,
    redisKeyPrefix: c.REDIS_KEY_PREFIX,
    totpEncryptionKeys: totpKeys,
  };
}
