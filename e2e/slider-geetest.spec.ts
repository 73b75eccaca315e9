import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { startGeetestFake } from '../apps/server/src/test/geetest-fake';
import { encryptedBody } from './members';
import { CAPTCHA_TEXT, OPS_TOKEN, PORT, SERVER_ARGS } from './playwright.config';
import { shot } from './screens';
import { chooseLanguage } from './session';

/**
 * Issue 25 (ADR 057): the slider with a real Geetest account, against a local fake of Geetest's
 * servers and widget. The Geetest account is the server's configuration, so this spec boots two
 * servers of its own (v3 and v4), both pointed at the fake: the page loads the fake's gt.js or
 * gt4.js (allowed by the page's policy), the widget's pass goes with the SMS send or the login,
 * and our server checks it with the fake once; the same pass sent again is refused.
 */
const ID = 'e2e0geetest0account0id0000000001';
const KEY = 'e2e-geetest-private-key-0123456789';
const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const SHOTS = '/tmp/shots-geetest';

type Server = { url: string; child: ChildProcess; dataDir: string };
let fake: Awaited<ReturnType<typeof startGeetestFake>>;
const servers: Partial<Record<3 | 4, Server>> = {};

async function boot(version: 3 | 4, port: number): Promise<Server> {
  const dataDir = `.e2e-data-geetest${version}-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, SERVER_ARGS, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      INIT_CWD: process.cwd(),
      LOG_LEVEL: 'warn',
      OPS_API_TOKEN: OPS_TOKEN,
      NODE_ENV: 'test',
      TOTP_ENCRYPTION_KEY: '33'.repeat(32),
      E2E_CAPTCHA_TEXT: CAPTCHA_TEXT,
      GEETEST_ID: ID,
      GEETEST_KEY: KEY,
      GEETEST_VERSION: String(version),
      GEETEST_API_URL: fake.url,
      GEETEST_SCRIPT_URL: `${fake.url}/gt${version === 4 ? '4' : ''}.js`,
      GEETEST_WIDGET_HOSTS: fake.url,
    },
  });
  const url = `http://localhost:${port}`;
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status ?? 0, {
      timeout: 240_000,
      intervals: [500],
    })
    .toBe(200);
  const flags = await fetch(`${url}/ops/merchants/demo/flags`, {
    method: 'PUT',
    headers: { ...ops, 'content-type': 'application/json' },
    body: JSON.stringify({ GEETEST3: true, GEETESTVCODE3: true, GEETESTTEST3: false }),
  });
  expect(flags.ok).toBe(true);
  return { url, child, dataDir };
}

async function openLogin(page: Page, url: string, language = 'EN') {
  await page.goto(`${url}/login`);
  await page.locator('html[lang]').waitFor();
  await chooseLanguage(page, language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

/** Presses the fake widget's button: what a person passing Geetest's puzzle amounts to. */
async function passWidget(page: Page, version: 3 | 4) {
  const slider = page.getByTestId('slider-captcha');
  await expect(slider).toHaveAttribute('data-state', 'waiting', { timeout: 20_000 });
  await expect(slider).toContainText('Complete the check');
  await slider.locator(`[data-geetest-fake="${version}"]`).click();
}

test.describe
  .serial('slider captcha with Geetest (local fake)', () => {
    // Three servers share two cores here: a page load can take longer than the suite's 30 s default.
    test.describe.configure({ timeout: 60_000 });
    test.beforeAll(async () => {
      test.setTimeout(300_000);
      mkdirSync(SHOTS, { recursive: true });
      fake = await startGeetestFake(ID, KEY);
      const [v3, v4] = await Promise.all([boot(3, PORT + 2000), boot(4, PORT + 3000)]);
      servers[3] = v3;
      servers[4] = v4;
    });
    test.afterAll(async () => {
      for (const s of Object.values(servers)) {
        // A server that already ended (say its port was taken) is not waited for: the others must stop too.
        const exited = s.child.exitCode === null ? new Promise((r) => s.child.once('exit', r)) : Promise.resolve();
        s.child.kill('SIGTERM');
        await exited;
        rmSync(s.dataDir, { recursive: true, force: true });
      }
      await fake?.close();
    });

    for (const version of [3, 4] as const) {
      test(`v${version}: the SMS code waits for Geetest's widget; its pass sends once and a replay is refused`, async ({ page }) => {
        const { url } = servers[version]!;
        const csp: string[] = [];
        page.on('response', (r) => {
          if (r.url().endsWith('/login')) csp.push(r.headers()['content-security-policy'] ?? '');
        });
        await openLogin(page, url);
        // The page's policy allows the fake's loader: without it the browser would refuse gt.js.
        expect(csp.join(' ')).toContain(fake.url);
        await page.getByRole('tab', { name: 'SMS code' }).click();
        await page.getByRole('textbox', { name: /^Mobile number/ }).fill(`1380000${version}171`);
        const send = page.waitForRequest('**/wps/verification/sms/noLogin');
        await page.getByRole('button', { name: 'Get code' }).click();
        await expect(page.getByTestId('geetest-widget')).toHaveAttribute('data-provider', `geetest${version}`, { timeout: 20_000 });
        const validations = fake.calls.filter((c) => c.path.startsWith('/validate')).length;
        await expect(page.getByTestId('slider-captcha')).toHaveAttribute('data-state', 'waiting', { timeout: 20_000 });
        await shot(page, { path: `${SHOTS}/sms-v${version}-EN.png` });
        await passWidget(page, version);
        const sent = await send;
        await expect(page.getByText(/Code sent/)).toBeVisible();
        expect(fake.calls.filter((c) => c.path.startsWith('/validate')).length).toBe(validations + 1);
        const body = JSON.parse(sent.postData() ?? '{}');
        if (version === 4) expect(body.validate).toMatchObject({ lot_number: expect.any(String), pass_token: expect.any(String) });
        else expect(body.seccode).toMatch(/\|jordan$/);

        // The same pass again, from the same browser: Geetest (v4) or our server (v3) has seen it.
        const replay = await page.request.post(sent.url(), { headers: sent.headers(), data: sent.postData() ?? '' });
        expect(await replay.json()).toMatchObject({ success: false, errorCode: 'verify_first' });
      });
    }

    test('v3 login: once the captcha is due, Geetest takes the image captcha place and its pass signs the member in', async ({ page }) => {
      const { url } = servers[3]!;
      // Five wrong passwords for this account make the captcha due (spec 000 §4 flow 3).
      const headers = { merchant: 'demo', language: 'EN', device: 'web', 'device-id': randomUUID() };
      for (let i = 0; i < 5; i++) {
        const data = await encryptedBody(page.request, url, headers, { type: 'username', username: 'player01', password: 'wrong-pass' });
        await page.request.post(`${url}/wps/session/login`, { headers, data });
      }
      await openLogin(page, url, 'CN');
      await chooseLanguage(page, 'EN');
      await page.getByRole('textbox', { name: /^Username/ }).fill('player01');
      await page.getByLabel(/^Password/).fill('abc12345');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await passWidget(page, 3);
      await expect(page.getByTestId('slider-captcha')).toHaveAttribute('data-state', 'success');
      const login = page.waitForRequest('**/wps/session/login');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await login;
      await expect(page.locator('header').getByTestId('wallet-balance')).toBeVisible({ timeout: 15_000 });
      expect(fake.calls.at(-1)).toMatchObject({ path: '/validate.php', fields: { captchaid: ID } });
    });

    test('screenshot: the Geetest widget at 390 px in CN', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openLogin(page, servers[4]!.url, 'CN');
      await page.getByRole('tab', { name: '短信验证码' }).click();
      await page.locator('input[type="tel"]').first().fill('13800004173');
      await page.getByRole('button', { name: '获取验证码' }).click();
      const slider = page.getByTestId('slider-captcha');
      await expect(slider).toHaveAttribute('data-state', 'waiting', { timeout: 20_000 });
      await expect(slider).toContainText('请完成验证');
      await shot(page, { path: `${SHOTS}/sms-v4-390-CN.png` });
    });

    test('Geetest down: the widget does not load, the page says so in the member language and offers a retry', async ({ page }) => {
      const { url } = servers[4]!;
      await openLogin(page, url, 'CN');
      await page.getByRole('tab', { name: '短信验证码' }).click();
      await page.locator('input[type="tel"]').first().fill('13800004172');
      fake.setDown(true);
      try {
        await page.getByRole('button', { name: '获取验证码' }).click();
        const slider = page.getByTestId('slider-captcha');
        // One automatic retry, then the error state (spec 000 §4).
        await expect(slider).toHaveAttribute('data-state', 'error', { timeout: 30_000 });
        await expect(slider.getByRole('alert')).toBeVisible();
        await shot(page, { path: `${SHOTS}/down-CN.png` });
      } finally {
        fake.setDown(false);
      }
      await page.getByTestId('slider-captcha').getByRole('button').first().click();
      await expect(page.getByTestId('slider-captcha')).toHaveAttribute('data-state', 'waiting', { timeout: 20_000 });
    });
  });
