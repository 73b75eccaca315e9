import { defineConfig } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 3917);
export const OPS_TOKEN = 'e2e-ops-token-0123456789abcdef';
export const COUNTRY_HEADER = 'x-e2e-country';
/** Every captcha of the e2e server shows this text (E2E_CAPTCHA_TEXT), so tests can type it. */
export const CAPTCHA_TEXT = 'K7PQ';
/** demo answers on localhost, acme on 127.0.0.1 (the demo data's domains). */
export const DEMO_URL = `http://localhost:${PORT}`;
export const ACME_URL = `http://127.0.0.1:${PORT}`;
/** A local SMTP server that recovery-2fa.spec.ts starts; the server sends its mail there. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1000);

// Debian's Chromium, never a downloaded build; these flags keep it off the closed network.
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
  workers: 1,
  // One retry on CI: a full run shares one server and its scheduled draws and settlements, and a
  // few flows time out now and then on a loaded two-core machine (see the session note).
  retries: process.env.CI ? 1 : 0,
  // When the one server stops answering, every later test times out in turn (a 90-minute CI run of
  // nothing but timeouts): stop after a handful, so the log's tail shows the first failures' causes.
  maxFailures: process.env.CI ? 8 : 0,
  globalSetup: './server-watchdog.ts',
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: DEMO_URL,
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    // A fresh embedded database each run, the real server serving the built web app.
    command: 'rm -rf .e2e-data && node --import tsx ../apps/server/src/main.ts',
    url: `${ACME_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: '.e2e-data',
      INIT_CWD: process.cwd(),
      LOG_LEVEL: 'warn',
      OPS_API_TOKEN: OPS_TOKEN,
      GEO_COUNTRY_HEADER: COUNTRY_HEADER,
      NODE_ENV: 'production',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      E2E_CAPTCHA_TEXT: CAPTCHA_TEXT,
    },
  },
});
