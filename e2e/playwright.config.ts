import { defineConfig } from '@playwright/test';

/**
 * One server per worker, each with its own fresh embedded database, so two workers never share
 * members, sessions or scheduled draws: worker slot i (TEST_PARALLEL_INDEX) drives the server on
 * E2E_PORT + i. A spec file runs whole in one worker, in order, and passes on a server of its own,
 * so two workers are safe (members' saved sessions are per port: e2e/session.ts). Two by default
 * since the headless shell (issue 24): with Chromium's cost down, one worker left a core idle; four
 * specs took 154 s on two workers against 189 s on one (ADR 073). E2E_WORKERS=1 for one.
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const BASE_PORT = Number(process.env.E2E_PORT ?? 3917);
export const PORT = BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const OPS_TOKEN = 'e2e-ops-token-0123456789abcdef';
export const COUNTRY_HEADER = 'x-e2e-country';
/** Every captcha of the e2e server shows this text (E2E_CAPTCHA_TEXT), so tests can type it. */
export const CAPTCHA_TEXT = 'K7PQ';
/** demo answers on localhost, acme on 127.0.0.1 (the demo data's domains). */
export const DEMO_URL = `http://localhost:${PORT}`;
export const ACME_URL = `http://127.0.0.1:${PORT}`;
/** A local SMTP server that recovery-2fa.spec.ts starts; the server sends its mail there. */
const smtpPortOf = (port: number) => port + 1000;
export const SMTP_PORT = smtpPortOf(PORT);
export const SERVER_PORTS = Array.from({ length: WORKERS }, (_, i) => BASE_PORT + i);
/**
 * The server as production runs it: the compiled JavaScript of scripts/build-server.mjs (issue 30),
 * not the TypeScript sources through tsx. Node's arguments, from the e2e folder.
 */
export const SERVER_ARGS = ['--conditions=arcadia-compiled', '--enable-source-maps', '../apps/server/dist/main.js'];

/**
 * Debian's Chromium, never a downloaded build: its headless shell (package chromium-headless-shell,
 * the same release as chromium), which is what Playwright itself runs headless tests in. Measured
 * here (issue 24): Chromium was ~83 % of an e2e run's CPU, and the shell loads the same six pages
 * with ~30 % less CPU than the full browser (first load in a fresh context 0.5 s against 1.2 s).
 * E2E_CHROMIUM=/usr/bin/chromium runs the full browser instead.
 */
export const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/lib/chromium/chromium-headless-shell';
// These flags keep it off the closed network.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: WORKERS,
  // One retry on CI: a full run shares one server and its scheduled draws and settlements, and a
  // few flows time out now and then on a loaded two-core machine (see the session note).
  retries: process.env.CI ? 1 : 0,
  // When the one server stops answering, every later test times out in turn (a 90-minute CI run of
  // nothing but timeouts): stop after a handful, so the log's tail shows the first failures' causes.
  maxFailures: process.env.CI ? 8 : 0,
  globalSetup: './server-watchdog.ts',
  timeout: 30_000,
  // `npm test` (scripts/run-tests.mjs) asks for a JSON report too, to list the slowest tests.
  reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : [['list']],
  use: {
    baseURL: DEMO_URL,
    launchOptions: { executablePath: CHROMIUM, args: chromiumArgs },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: SERVER_PORTS.map((port, i) => ({
    // A fresh embedded database each run, the real server serving the built web app.
    // The first server's command compiles the server (about a second), so a run never tests stale
    // JavaScript; Playwright starts the servers one after another, so the others find it built.
    command: `${i === 0 ? 'node ../scripts/build-server.mjs && ' : ''}rm -rf .e2e-data-${i} && node ${SERVER_ARGS.join(' ')}`,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    // A fresh database's boot (migrations, demo seed) took over 2 min on the shared machine under load.
    timeout: 300_000,
    stdout: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `.e2e-data-${i}`,
      INIT_CWD: process.cwd(),
      LOG_LEVEL: 'warn',
      OPS_API_TOKEN: OPS_TOKEN,
      GEO_COUNTRY_HEADER: COUNTRY_HEADER,
      // Not production: the server refuses the test clock there (ADR 046). The logs stay production's JSON.
      NODE_ENV: 'test',
      LOG_FORMAT: 'json',
      // Sealed TOTP secrets as in production (ADR 040); a fixed key does for a throwaway database.
      TOTP_ENCRYPTION_KEY: '22'.repeat(32),
      SMTP_URL: `smtp://127.0.0.1:${smtpPortOf(port)}`,
      E2E_CAPTCHA_TEXT: CAPTCHA_TEXT,
      // Tests move the server's clock instead of waiting for draws, caches and TOTP steps (e2e/clock.ts).
      E2E_CLOCK: '1',
      // The demo vendor's sports bets settle in 8 s and its live tables deal every 4 s here, not after a
      // real minute and 10 s (ADR 063): every-lane.spec plays each lane without waiting for wall time.
      DEMO_VENDOR_SPORTS_SETTLE_MS: '8000',
      DEMO_VENDOR_LIVE_WINDOW_MS: '4000',
    },
  })),
});
