import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';

const header = (page: Page) => page.locator('header').first();
const balance = (page: Page) => header(page).getByTestId('wallet-balance-amount');

/** Resolves once the page's real-time socket has been accepted by the server. */
function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"ready"')) resolve();
      });
    });
  });
}

async function signIn(page: Page) {
  await page.goto(`${DEMO_URL}/login`);
  await page.locator('html[lang]').waitFor();
  await page.locator('header select').first().selectOption('EN');
  await page.getByRole('textbox', { name: /^Username/ }).fill('player01');
  await page.getByLabel(/^Password/).fill('abc12345');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/index`);
  await expect(header(page)).toContainText('Player One');
}

/** "¥1,234.50" → 1234.5 */
const amountOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));
const enUS = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['390', { width: 390, height: 844 }],
] as const) {
  test.describe(`balance and deposit toast at ${label}`, () => {
    test.use({ viewport });

    test('a credited deposit shows a toast and the header balance follows without a reload', async ({ page }, info) => {
      const ready = socketReady(page);
      await signIn(page);
      await expect(balance(page)).toBeVisible();
      await expect(balance(page)).toHaveAttribute('aria-label', /^Balance: /);
      const before = amountOf((await balance(page).textContent()) ?? '');
      expect(Number.isFinite(before)).toBe(true);
      await ready;

      const key = `e2e-${label}-${Date.now()}`;
      const res = await page.request.post(`${DEMO_URL}/ops/merchants/demo/members/player01/adjust`, {
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
        data: { amount: '250.50', key, remarks: 'e2e credit' },
      });
      expect(res.ok()).toBe(true);

      const toast = page.getByRole('alert').filter({ hasText: '250.50' });
      await expect(toast).toBeVisible({ timeout: 1000 });
      await expect(toast).toContainText('Deposit received');
      const after = enUS(before + 250.5);
      await expect(balance(page)).toContainText(after);

      await expect(toast).toHaveCSS('opacity', '1'); // entry transition done, for the screenshot
      if (label === '390') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: info.outputPath(`wallet-toast-${label}.png`) });

      // a popup toast stays until dismissed; then the refresh button asks again (500 ms later)
      await page.waitForTimeout(4700);
      await expect(toast).toBeVisible();
      await toast.getByRole('button').click();
      await expect(toast).toBeHidden();
      const refetch = page.waitForRequest((r) => r.url().includes('/wps/v2/wallets/balance'));
      await header(page).getByRole('button', { name: 'Refresh balance' }).click();
      await refetch;
      await expect(balance(page)).toContainText(after);
      await page.screenshot({ path: info.outputPath(`wallet-header-${label}.png`) });
    });
  });
}
