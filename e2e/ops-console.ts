import { type APIRequestContext, expect, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { advanceClock, serverNow } from './clock';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';

/** Shared by the console's specs: an operator of this run, signing in, and opening a page of the menu. */

const ops = { authorization: `Bearer ${OPS_TOKEN}` };

const totpOf = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });

/** The 30 s step each secret last signed in with (this worker): the console refuses a code's second use. */
const lastStep = new Map<string, number>();

/**
 * A code the console will take, for the server's time (its clock runs ahead of ours once a test moved
 * it, ADR 046). A second sign-in by the same operator within the same 30 s step would reuse the code,
 * which the server refuses as a replay, so the server's clock moves on to the next step first.
 */
export async function freshTotp(request: APIRequestContext, secret: string): Promise<string> {
  let now = await serverNow(request);
  const used = lastStep.get(secret);
  if (used !== undefined && Math.floor(now / 30_000) <= used) now = await advanceClock(request, (used + 1) * 30_000 - now + 250);
  lastStep.set(secret, Math.floor(now / 30_000));
  return totpOf(secret).generate({ timestamp: now });
}

/** An operator made for this run through the API (the platform token), with the TOTP secret it answers once. */
export async function newOperator(
  page: Page,
  prefix: string,
  role = 'admin',
): Promise<{ username: string; password: string; secret: string }> {
  const username = `${prefix}${Date.now() % 1_000_000}`;
  const password = 'console-e2e-pass';
  const res = await page.request.post(`${DEMO_URL}/ops/merchants/demo/operators`, {
    headers: ops,
    data: { username, password, role },
  });
  expect(res.ok()).toBe(true);
  return { username, password, secret: (await res.json()).value.totpSecret };
}

export async function consoleSignIn(page: Page, op: { username: string; password: string; secret: string }, language: 'EN' | 'CN') {
  await page.goto(`${DEMO_URL}/ops`);
  await page.locator('select').first().selectOption(language);
  const en = language === 'EN';
  await page.getByRole('textbox', { name: en ? 'Username' : '用户名' }).fill(op.username);
  await page.getByRole('textbox', { name: en ? 'Password' : '密码', exact: true }).fill(op.password);
  await page
    .getByRole('group', { name: en ? 'Authenticator code' : '身份验证器动态码' })
    .getByRole('textbox')
    .first()
    .click();
  await page.keyboard.type(await freshTotp(page.request, op.secret));
  await page.getByRole('button', { name: en ? 'Sign in' : '登录' }).click();
  await expect(page.getByText(op.username, { exact: true })).toBeVisible();
}

/**
 * Opens a console page by its menu label: the side menu on a desktop, the grouped select on a phone
 * (whichever the viewport shows).
 */
export async function openOpsPage(page: Page, label: string): Promise<void> {
  // Mantine's `sm` breakpoint (48em): the side menu from there up, the select below it.
  let key: string | null;
  if ((page.viewportSize()?.width ?? 1280) >= 768) {
    const item = page.getByRole('navigation').getByRole('button', { name: label, exact: true });
    key = await item.getAttribute('data-page');
    await item.click();
  } else {
    const menu = page.getByRole('combobox', {
      name: /^(Console menu|控制台菜单|控制台選單|コンソールメニュー|เมนูคอนโซล|Menu bảng điều khiển)$/,
    });
    // The option's value, read before choosing: the controlled select shows the old page until the change commits.
    // (Waited for: just after a language change the options still carry the old labels.)
    const optionValue = () =>
      menu.evaluate((el, l) => Array.from((el as HTMLSelectElement).options).find((o) => o.label === l)?.value ?? null, label);
    await expect.poll(optionValue).not.toBeNull();
    key = await optionValue();
    await menu.selectOption({ label });
  }
  await expect(page).toHaveURL(new RegExp(`[?&]tab=${key}(&|$)`));
  // Menu changes are transitions: the old page stays up until the new one commits.
  await expect(page.locator('main[data-ops-page]')).toHaveAttribute('data-ops-page', key ?? '');
}
