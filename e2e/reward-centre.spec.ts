import { expect, type Page, test } from '@playwright/test';
import { registerDemoMember } from './members';
import { DEMO_URL } from './playwright.config';
import { shot } from './screens';
import { chooseLanguage } from './session';

const header = (page: Page) => page.locator('header').first();
const balance = (page: Page) => header(page).getByTestId('wallet-balance-amount');
const amountOf = (text: string) => Number(/-?\d[\d,]*(?:\.\d+)?/.exec(text)?.[0].replace(/,/g, '') ?? Number.NaN);

test('a new member claims the daily sign-in reward, sees the balance change, and a second claim is refused', async ({ page }, info) => {
  const account = `rc${Date.now().toString(36)}`;
  await registerDemoMember(page.request, account);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${DEMO_URL}/login`);
  await page.locator('html[lang]').waitFor();
  await chooseLanguage(page, 'EN');
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
  await shot(page, { path: info.outputPath('reward-centre-en-1280.png'), fullPage: true });

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
