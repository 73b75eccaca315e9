import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { ManualClock, type OffsetClock } from '../platform/clock.js';
import { encryptPayload } from '../platform/crypto/payload-crypto.js';
import { openDatabase } from '../platform/db/client.js';
import { seedDemo } from '../workflows/seed-demo.js';

export const OPS_TOKEN = 'test-ops-token-0123456789abcdef';
/** A fixed TOTP sealing key: every test file's app opens what the run's snapshot (global-setup.ts) sealed. */
export const TEST_TOTP_KEY = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';

/**
 * A real app on a real (in-memory) PGlite with the committed migrations and the demo data.
 * Nothing of our own is mocked; the clock is manual so windows and schedules are testable.
 */
export type TestAppOptions = Partial<Config> & {
  captchaText?: string;
  database?: 'pglite' | 'postgres';
  /** Join another test app's PostgreSQL database (a second instance of one deployment). */
  postgresUrl?: string;
  /** false: migrate and seed from scratch instead of loading the run's snapshot (the snapshot's own maker). */
  snapshot?: boolean;
  /** The app runs on this e2e test clock and serves /__test/clock (ADR 046); `clock` is then unused. */
  testClock?: OffsetClock;
  /** false: events wait for `features.outbox.drain()` (or the sweep) instead of dispatching after each commit. */
  outboxNudge?: boolean;
};

/**
 * Vitest's global setup (test/global-setup.ts) migrates and seeds one embedded database per run and
 * leaves its tarball here; each test file's PGlite starts from a copy instead of repeating the
 * migrations and the demo seed (its argon2 hashes), which was most of a small test file's time.
 */
export const SNAPSHOT_ENV = 'ARCADIA_TEST_PGLITE_SNAPSHOT';

let snapshot: Promise<Blob | undefined> | undefined;
/** Read once per test file: a file that builds several apps loads the same bytes each time. */
function snapshotBlob(): Promise<Blob | undefined> {
  snapshot ??= (async () => {
    const path = process.env[SNAPSHOT_ENV];
    if (!path) return undefined;
    const { readFile } = await import('node:fs/promises');
    return new Blob([await readFile(path)]);
  })();
  return snapshot;
}

/** PostgreSQL for tests that must also hold there (CI starts one; `.ci/run` sets this). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
/** Redis for the multi-instance tests (CI starts one). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

/**
 * Vitest's global setup migrates and seeds one PostgreSQL database per run and names it here; a test
 * app on PostgreSQL starts from a copy of it (CREATE DATABASE … TEMPLATE, ~50 ms) instead of running
 * the migrations and the demo seed again (1.2–3 s each, measured on this machine).
 */
export const PG_TEMPLATE_ENV = 'ARCADIA_TEST_PG_TEMPLATE';

/**
 * A fresh database on the test PostgreSQL server, dropped again by the returned function: empty, or
 * with `fromTemplate` a copy of the run's migrated and seeded one when there is one. Tests of how
 * server processes migrate a new database (two instances at once) ask for an empty one.
 */
export async function freshPostgres({ fromTemplate = false } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const pg = (await import('pg')).default;
  const name = `arcadia_t_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const template = fromTemplate ? process.env[PG_TEMPLATE_ENV] : undefined;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropPostgres(name),
  };
}

/** Drops a database of the test PostgreSQL server, whoever is still connected to it. */
export async function dropPostgres(name: string): Promise<void> {
  const pg = (await import('pg')).default;
  const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.end();
}

/** A 1x1 PNG: tests that do not look at the image skip the renderer's cost. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export async function createTestApp(options: TestAppOptions = {}) {
  const {
    captchaText,
    database: kind = 'pglite',
    postgresUrl,
    snapshot: fromSnapshot = true,
    testClock,
    outboxNudge,
    ...overrides
  } = options;
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TOTP_ENCRYPTION_KEY: TEST_TOTP_KEY }),
    webDist: '/nonexistent',
    opsApiToken: OPS_TOKEN,
    metricsToken: OPS_TOKEN,
    geoCountryHeader: 'x-test-country',
    ...overrides,
  };
  const pgdb = postgresUrl
    ? { url: postgresUrl, drop: async () => {} }
    : kind === 'postgres'
      ? await freshPostgres({ fromTemplate: fromSnapshot })
      : null;
  const database = pgdb
    ? await openDatabase({ kind: 'postgres', url: pgdb.url, poolSize: 20 })
    : await openDatabase({ kind: 'memory', snapshot: fromSnapshot ? await snapshotBlob() : undefined });
  const clock = new ManualClock(new Date('2026-06-01T12:00:00Z'));
  const { app, features, drain } = await buildApp({
    config,
    database,
    clock,
    testClock,
    // A known captcha answer, so tests can pass the captcha like a person reading the image would.
    features: {
      ...(captchaText ? { captchaRenderer: async () => ({ text: captchaText, png: TINY_PNG }) } : {}),
      ...(outboxNudge === false ? { outboxNudge } : {}),
    },
  });
  if (await features.system.isEmpty()) await seedDemo(features);
  await app.ready();
  return {
    app,
    features,
    drain,
    clock,
    database,
    postgresUrl: pgdb?.url,
    close: async () => {
      await app.close();
      await database.close();
      await pgdb?.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Headers the web client sends. */
export function headers(merchant: string | null, language = 'EN'): Record<string, string> {
  return { ...(merchant ? { merchant } : {}), language, device: 'web' };
}

/** Encrypts a payload with the server's published key, as the web client does. */
export async function encrypted(t: TestApp, payload: unknown): Promise<{ encrypted: string }> {
  const jwk = t.features.system.crypto.jwks().keys[0]!;
  return { encrypted: await encryptPayload(jwk, payload) };
}

export type LoginBody = {
  username?: string;
  password?: string;
  captcha?: string;
  type?: 'username' | 'sms';
  countryDialingCode?: string;
  mobileNum?: string;
};

/** POST /wps/session/login as the web client sends it. */
export async function login(t: TestApp, merchant: string, body: LoginBody, extra: Record<string, string> = {}, remoteAddress?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { ...headers(merchant), ...extra },
    payload: await encrypted(t, { type: 'username', ...body }),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return {
    status: res.statusCode,
    // biome-ignore lint/suspicious/noExplicitAny: tests read whichever value shape the call returns
    body: res.json() as { success: boolean; value: any; message: string; errorCode: string | null },
  };
}

export function authed(merchant: string, token: string, language = 'EN') {
  return { ...headers(merchant, language), authorization: `Bearer ${token}` };
}

/** The ids of a demo member, as most tests need them. */
export async function memberIds(t: TestApp, merchant: string, account: string): Promise<{ merchantId: number; memberId: number }> {
  const merchantId = (await t.features.system.service.merchantByCode(merchant))!.id;
  const memberId = (await t.features.accounts.service.findByAccount(merchantId, account))!.id;
  return { merchantId, memberId };
}
