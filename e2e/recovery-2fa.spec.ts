import { once } from 'node:events';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { SMTPServer } from 'smtp-server';
import { serverNow } from './clock';
import { ACME_URL, DEMO_URL, SMTP_PORT } from './playwright.config';
import { shot } from './screens';

// The acme merchant's members, so the demo members other specs sign in with keep their passwords
// and stay without a second factor.
const BASE = ACME_URL;
const languagePicker = (page: Page) => page.locator('header select').first();

async function expectAccessible(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Mail the server delivered to our local SMTP server, decoded. */
const inbox: { to: string; text: string }[] = [];
function decode(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head))
    return Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (c: Buffer) => {
      raw += c.toString('utf8');
    });
    stream.on('end', () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), text: decode(raw) });
      callback();
    });
  },
});

test.beforeAll(async () => {
  smtp.listen(SMTP_PORT, '127.0.0.1');
  await once(smtp.server, 'listening');
});
test.afterAll(async () => {
  await new Promise<void>((r) => smtp.close(() => r()));
});

async function open(page: Page, path: string, language: string, base = BASE) {
  await page.goto(`${base}${path}`);
  await page.locator('html[lang]').waitFor();
  await languagePicker(page).selectOption(language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('forgot password by e-mail: the mail reaches the SMTP server and its link resets the password once', async ({ page }, info) => {
  await open(page, '/login', 'EN');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgotPassword$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot password');
  await expect(page.getByRole('tab', { name: 'Customer service' })).toBeVisible();
  await page.getByRole('tab', { name: 'E-mail' }).click();

  // The shared schema checks the form before anything is sent.
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Please enter your account.')).toBeVisible();
  await page.getByRole('textbox', { name: /^Username/ }).fill('player01');
  await page.getByRole('textbox', { name: /^E-mail address/ }).fill('player01@demo.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('a reset link is on its way');

  await expect.poll(() => inbox.length, { timeout: 10_000 }).toBe(1);
  expect(inbox[0]?.to).toBe('player01@demo.test');
  const link = /(http:\/\/\S+\/resetPassword\?token=[\w-]+)/.exec(inbox[0]!.text)?.[1];
  expect(link?.startsWith(`${BASE}/resetPassword?token=`)).toBe(true);

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await expect(page).toHaveURL(`${BASE}/resetPassword`); // the token left the address bar
  await page.getByLabel(/^New password/).fill('fresh2026');
  await page.getByLabel(/^Confirm new password/).fill('fresh2026');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been reset');
  await shot(page, { path: info.outputPath('reset-done-desktop-en.png') });

  // The same link a second time is refused.
  await page.goto(link!);
  await page.getByLabel(/^New password/).fill('second123');
  await page.getByLabel(/^Confirm new password/).fill('second123');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toContainText('invalid, already used or expired');

  // The new password signs in.
  await page.goto(`${BASE}/login`);
  await page.getByRole('textbox', { name: /^Username/ }).fill('player01');
  await page.getByLabel(/^Password/).fill('fresh2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(`${BASE}/index`);
});

test('forgot-password panel at desktop and 390 px in two languages', async ({ page }, info) => {
  // demo sends SMS, so all three tabs show; the SMS tab opens first.
  for (const [language, tabs] of [
    ['EN', ['SMS', 'E-mail', 'Customer service']],
    ['CN', ['短信', '电子邮箱', '在线客服']],
  ] as const) {
    await page.setViewportSize({ width: 1280, height: 860 });
    await open(page, '/forgotPassword', language, DEMO_URL);
    await expect(page.getByRole('tab')).toHaveText([...tabs]);
    await shot(page, { path: info.outputPath(`forgot-desktop-${language}.png`) });
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, { path: info.outputPath(`forgot-390-${language}.png`), fullPage: true });
  }
});

/** `at`: the server's time (its clock runs ahead of ours once a test moved it, ADR 046). */
const totpCode = (secret: string, at: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });

async function signIn(page: Page, user: string, pass: string) {
  await page.getByRole('textbox', { name: /^Username/ }).fill(user);
  await page.getByLabel(/^Password/).fill(pass);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('enrol an authenticator app, then log in through the two-factor modal', async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  await open(page, '/login', 'EN');
  await signIn(page, 'agent01', 'abc12345');
  await expect(page).toHaveURL(`${BASE}/index`);

  await page.goto(`${BASE}/member/two-factor`);
  const card = page.getByRole('region', { name: 'Authenticator app' });
  await card.getByRole('button', { name: 'Set up' }).click();
  await card.getByRole('button', { name: 'Create a key' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await card.getByTestId('totp-secret').textContent()) ?? '').trim();
  await card.getByRole('textbox', { name: /^Authenticator code/ }).fill(totpCode(secret, await serverNow(page.request)));
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByTestId('recovery-codes')).toBeVisible();
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  const payee = page.getByRole('region', { name: 'Payee name' });
  await payee.getByRole('button', { name: 'Set up' }).click();
  await payee.getByRole('textbox', { name: /^Payee name/ }).fill('Agent One');
  await payee.getByRole('button', { name: 'Save' }).click();
  await expect(payee.getByText('On', { exact: true })).toBeVisible();
  await shot(page, { path: info.outputPath('two-factor-settings-desktop-EN.png'), fullPage: true });

  // A fresh browser: the password is no longer enough. The modal in two languages and two widths.
  const context = await browser.newContext();
  const other = await context.newPage();
  const words = {
    EN: {
      user: /^Username/,
      pass: /^Password/,
      login: 'Log in',
      title: 'Two-factor verification',
      tabs: ['Payee name', 'Authenticator app'],
      cancel: 'Cancel',
    },
    CN: { user: /^用户名/, pass: /^密码/, login: '登录', title: '双重验证', tabs: ['收款人姓名', '验证器应用'], cancel: '取消' },
  } as const;
  for (const language of ['CN', 'EN'] as const) {
    for (const width of [390, 1280]) {
      const w = words[language];
      await other.setViewportSize({ width, height: 860 });
      await open(other, '/login', language);
      await other.getByRole('textbox', { name: w.user }).fill('agent01');
      await other.getByLabel(w.pass).fill('abc12345');
      await other.getByRole('button', { name: w.login, exact: true }).click();
      const modal = other.getByRole('dialog', { name: w.title });
      await expect(modal).toBeVisible();
      await expect(modal.getByRole('tab')).toHaveText([...w.tabs]);
      await shot(other, { path: info.outputPath(`two-factor-${width}-${language}.png`) });
      if (language === 'EN' && width === 1280) break;
      await modal.getByRole('button', { name: w.cancel }).click();
      await expect(modal).toBeHidden();
    }
  }

  // A wrong code: the server's message as a warning and the field focused.
  const modal = other.getByRole('dialog', { name: 'Two-factor verification' });
  await modal.getByRole('tab', { name: 'Authenticator app' }).click();
  const field = modal.getByRole('textbox', { name: /^Authenticator code/ });
  await field.fill('000000');
  await modal.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(modal.getByRole('alert')).toContainText('The code is wrong, already used or expired.');
  await expect(field).toBeFocused();
  await shot(other, { path: info.outputPath('two-factor-warning-desktop-EN.png') });
  await expectAccessible(other, '[role="dialog"]');

  // The enrolment used this window's code, which cannot be used again. A phone whose clock runs a
  // little ahead shows the next window's code, which the server accepts (one step of drift) and which
  // is not yet used: no need to wait for the next window.
  await field.fill(totpCode(secret, (await serverNow(page.request)) + 30_000));
  await modal.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(other.getByText('Two-factor verification passed.')).toBeVisible();
  await expect(other).toHaveURL(`${BASE}/index`);
  await expect(modal).toBeHidden();
  await context.close();
});
