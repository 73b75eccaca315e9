import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { CompactEncrypt, importJWK, type JWK } from 'jose';
import { CAPTCHA_TEXT, DEMO_URL, OPS_TOKEN } from './playwright.config';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const header = (page: Page) => page.locator('header').first();
const balance = (page: Page) => header(page).getByTestId('wallet-balance-amount');
const amountOf = (text: string) => Number(/-?\d[\d,]*(?:\.\d+)?/.exec(text)?.[0].replace(/,/g, '') ?? Number.NaN);

/**
 * A member of this spec's own, registered through the API as the web form does (encrypted payload,
 * captcha, SMS code from the ops outbox): the claim changes nobody else's balance.
 */
async function registerMember(page: Page, account: string) {
  const base = { merchant: 'demo', language: 'EN', device: 'web', 'device-id': randomUUID() };
  const mobile = `139${String(Date.now()).slice(-8)}`;
  await page.request.get(`${DEMO_URL}/wps/captcha`, { headers: base });
  await page.request.post(`${DEMO_URL}/wps/verification/sms/register`, { headers: base, data: { mobileNo: mobile } });
  let code = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(`${DEMO_URL}/ops/merchants/demo/outbox/sms?to=86${mobile}`, { headers: ops });
      const rows = ((await res.json()) as { value: { body: string }[] }).value;
      code = /\b\d{6}\b/.exec(rows[0]?.body ?? '')?.[0] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  const jwk = (
    (await (await page.request.get(`${DEMO_URL}/wps/system/crypto/jwks`, { headers: base })).json()) as { value: { keys: JWK[] } }
  ).value.keys[0]!;
  const payload = {
    username: account,
    mobileNum: mobile,
    verificationCode: code,
    password: 'abc12345',
    confirmPassword: 'abc12345',
    captcha: CAPTCHA_TEXT,
    agreed: true,
    registerMethod: 'WEB',
    registerUrl: `${DEMO_URL}/register`,
    domain: 'localhost',
  };
  const encrypted = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', ...(jwk.kid ? { kid: jwk.kid } : {}) })
    .encrypt(await importJWK(jwk, 'RSA-OAEP-256'));
  const res = await page.request.post(`${DEMO_URL}/wps/member/register`, { headers: base, data: { encrypted } });
  expect((await res.json()).success, JSON.stringify(await res.json())).toBe(true);
}

test('a new member claims the daily sign-in reward, sees the balance change, and a second claim is refused', async ({ page }, info) => {
  const account = `rc${Date.now().toString(36)}`;
  await registerMember(page, account);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${DEMO_URL}/login`);
  await page.locator('html[lang]').waitFor();
  await page.locator('header select').first().selectOption('EN');
  await page.getByRole('textbox', { name: /^Username/ }).fill(account);
  await page.getByLabel(/^Password/).fill('abc12345');
  await page.getByRole('button', { name: /^Log in$/ }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/index`);
  await expect(balance(page)).toHaveAttribute('aria-label', /^Balance: .*\d/);
  expect(amountOf((await balance(page).textContent()) ?? '')).toBe(0);

  await page.goto(`${DEMO_URL}/member?page=rewardCenter`);
  const claim = page.getByTestId('signin-claim');
  await expect(claim).toBeEnabled();
  await claim.click();
  const result = page.getByTestId('reward-result');
  await expect(result).toContainText('was added to your balance');
  const paid = amountOf((await result.textContent()) ?? '');
  expect(paid).toBeGreaterThan(0);
  await expect.poll(async () => amountOf((await balance(page).textContent()) ?? '')).toBe(paid);
  await expect(claim).toBeDisabled();
  await expect(claim).toHaveText('Signed in today');
  await expect(page.getByTestId('reward-history')).toContainText('Daily sign-in');
  await page.screenshot({ path: info.outputPath('reward-centre-en-1280.png'), fullPage: true });

  // A second claim the same day (another tab, a replayed request) is refused and pays nothing.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const again = await page.request.post(`${DEMO_URL}/wps/reward-centre/claim`, {
    headers: { merchant: 'demo', language: 'EN', authorization: `Bearer ${token}` },
    data: { task: 'SIGN_IN' },
  });
  expect(await again.json()).toMatchObject({ success: false, errorCode: 'reward_already_claimed' });
  await page.reload();
  await expect(page.getByTestId('signin-claim')).toBeDisabled();
  await expect.poll(async () => amountOf((await balance(page).textContent()) ?? '')).toBe(paid);
});
