import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';
import { shot } from './screens';
import { chooseLanguage, signInFast } from './session';

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
  await signInFast(page, 'player01');
  await expect(header(page)).toContainText('Player One');
}

/** "Balance¥1,234.50" → 1234.5 (the first number in the text; NaN when there is none) */
const amountOf = (text: string) => Number(/-?\d[\d,]*(?:\.\d+)?/.exec(text)?.[0].replace(/,/g, '') ?? Number.NaN);
/** The header balance once it has loaded (before that it shows a placeholder that is not a number). */
async function readBalance(page: Page): Promise<number> {
  await expect(balance(page)).toHaveAttribute('aria-label', /^Balance: .*\d/);
  const value = amountOf((await balance(page).textContent()) ?? '');
  expect(Number.isFinite(value)).toBe(true);
  return value;
}
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
      const before = await readBalance(page);
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
      await shot(page, { path: info.outputPath(`wallet-toast-${label}.png`) });

      // a popup toast stays until dismissed; then the refresh button asks again (500 ms later)
      // (Still real time: moving the page's clock here was tried, and a sign-in under the installed
      // clock was not seen reliable on the loaded machine; ADR 052.)
      await page.waitForTimeout(4700);
      await expect(toast).toBeVisible();
      await toast.getByRole('button').click();
      await expect(toast).toBeHidden();
      // other notices (e.g. the sign-in inbox check, when another spec left a message) sit over the header too
      for (const close of await page.locator('.mantine-Notification-root button').all()) await close.click();
      const refetch = page.waitForRequest((r) => r.url().includes('/wps/v2/wallets/balance'));
      await header(page).getByRole('button', { name: 'Refresh balance' }).click();
      await refetch;
      await expect(balance(page)).toContainText(after);
      await shot(page, { path: info.outputPath(`wallet-header-${label}.png`) });
    });
  });
}

test.describe('cashier requests decided by an operator', () => {
  const ops = { authorization: `Bearer ${OPS_TOKEN}` };
  /** The member's own API calls, made with the session the browser holds. */
  const asMember = async (page: Page, path: string, data: object) => {
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const res = await page.request.post(`${DEMO_URL}${path}`, { headers: { merchant: 'demo', authorization: `Bearer ${token}` }, data });
    return (await res.json()) as { success: boolean; value: { id: number }; errorCode: string | null };
  };

  test('a deposit request approved by an operator reaches the browser within a second', async ({ page }) => {
    const ready = socketReady(page);
    await signIn(page);
    await ready;
    const before = await readBalance(page);
    const req = await asMember(page, '/wps/cashier/deposit', { amount: '88', reference: 'E2E-BANK-1', key: `e2e-dep-${Date.now()}` });
    expect(req.success).toBe(true);
    await page.request.post(`${DEMO_URL}/ops/merchants/demo/cashier/${req.value.id}/approve`, { headers: ops, data: { remarks: '' } });
    await expect(page.getByRole('alert').filter({ hasText: '88.00' })).toBeVisible({ timeout: 1000 });
    await expect(balance(page)).toContainText(enUS(before + 88));
  });

  test('a withdrawal rejected with remarks shows the remarks, and the money comes back', async ({ page }) => {
    // This merchant asks for a payment password; the test switches it off to keep to the point.
    await page.request.put(`${DEMO_URL}/ops/merchants/demo/flags`, { headers: ops, data: { PAYMENTPASS3: false } });
    try {
      const ready = socketReady(page);
      await signIn(page);
      await ready;
      const start = await readBalance(page);
      await asMember(page, '/wps/cashier/deposit', { amount: '500', reference: 'E2E-BANK-2', key: `e2e-dep2-${Date.now()}` }).then((r) =>
        page.request.post(`${DEMO_URL}/ops/merchants/demo/cashier/${r.value.id}/approve`, { headers: ops, data: { remarks: '' } }),
      );
      await expect(page.getByRole('alert').filter({ hasText: '500.00' })).toBeVisible({ timeout: 1000 });
      await expect(balance(page)).toContainText(enUS(start + 500));
      const wd = await asMember(page, '/wps/cashier/withdraw', { amount: '150', key: `e2e-wd-${Date.now()}` });
      expect(wd.success).toBe(true);
      await page.request.post(`${DEMO_URL}/ops/merchants/demo/cashier/${wd.value.id}/reject`, {
        headers: ops,
        data: { remarks: 'Bank details do not match' },
      });
      const toast = page.getByRole('alert').filter({ hasText: 'Bank details do not match' });
      await expect(toast).toBeVisible({ timeout: 1000 });
      // held on request, given back on reject: the balance is where it was before the withdrawal
      const token = await page.evaluate(() => sessionStorage.getItem('token'));
      const server = await page.request.get(`${DEMO_URL}/wps/v2/wallets/balance`, {
        headers: { merchant: 'demo', authorization: `Bearer ${token}` },
      });
      expect(amountOf(((await server.json()) as { value: { sumBalance: string } }).value.sumBalance)).toBeCloseTo(start + 500, 2);
      await expect(balance(page)).toContainText(enUS(start + 500));
    } finally {
      await page.request.put(`${DEMO_URL}/ops/merchants/demo/flags`, { headers: ops, data: { PAYMENTPASS3: true } });
    }
  });
});

test.describe('member-centre money pages', () => {
  const ops = { authorization: `Bearer ${OPS_TOKEN}` };

  test('deposit page: bank account, request, operator approval, history follows without a reload', async ({ page }, info) => {
    const ready = socketReady(page);
    await signIn(page);
    await ready;
    const before = await readBalance(page);
    await page.goto(`${DEMO_URL}/member?page=depositv2`);
    await expect(page.getByRole('heading', { name: 'Deposit' })).toBeVisible();
    await expect(page.getByText('6222 0000 1234 5678').first()).toBeVisible();
    // bad input is explained and sends nothing
    await page.getByRole('button', { name: 'Submit deposit' }).click();
    await expect(page.getByText('Enter an amount.')).toBeVisible();
    await expect(page.getByText('Enter the transfer reference.')).toBeVisible();
    await page.getByRole('textbox', { name: /^Amount/ }).fill('5');
    await page.getByRole('textbox', { name: /^Transfer reference/ }).fill('E2E-UI-1');
    await page.getByRole('button', { name: 'Submit deposit' }).click();
    await expect(page.getByText('The minimum is ¥10.00.')).toBeVisible();
    await page.getByRole('textbox', { name: /^Amount/ }).fill('66');
    await page.getByRole('button', { name: 'Submit deposit' }).click();
    const status = page.getByRole('status').filter({ hasText: 'is waiting for confirmation' });
    await expect(status).toContainText('¥66.00');
    const id = Number(/#(\d+)/.exec((await status.textContent()) ?? '')?.[1]);
    const row = page.getByTestId('cashier-request').first();
    await expect(row).toContainText('Pending');
    await shot(page, { path: info.outputPath('deposit-desktop-en.png'), fullPage: true });

    await page.request.post(`${DEMO_URL}/ops/merchants/demo/cashier/${id}/approve`, { headers: ops, data: { remarks: '' } });
    await expect(row).toContainText('Approved');
    await expect(balance(page)).toContainText(enUS(before + 66));
  });

  test('withdraw page: the amount is held at once, a reject gives it back with the remarks', async ({ page }) => {
    await page.request.put(`${DEMO_URL}/ops/merchants/demo/flags`, { headers: ops, data: { PAYMENTPASS3: false } });
    try {
      const ready = socketReady(page);
      await signIn(page);
      await ready;
      await page.request.post(`${DEMO_URL}/ops/merchants/demo/members/player01/adjust`, {
        headers: ops,
        data: { amount: '400', key: `e2e-wd-fund-${Date.now()}`, remarks: 'e2e' },
      });
      await page.goto(`${DEMO_URL}/member?page=withdraw`);
      const start = await readBalance(page);
      await page.getByRole('textbox', { name: /^Amount/ }).fill('150');
      await page.getByRole('button', { name: 'Request withdrawal' }).click();
      const status = page.getByRole('status').filter({ hasText: 'is being processed' });
      await expect(status).toBeVisible();
      await expect(balance(page)).toContainText(enUS(start - 150));
      const id = Number(/#(\d+)/.exec((await status.textContent()) ?? '')?.[1]);
      await page.request.post(`${DEMO_URL}/ops/merchants/demo/cashier/${id}/reject`, { headers: ops, data: { remarks: 'Name mismatch' } });
      const row = page.getByTestId('cashier-request').first();
      await expect(row).toContainText('Rejected');
      await expect(row).toContainText('Name mismatch');
      await expect(balance(page)).toContainText(enUS(start));
    } finally {
      await page.request.put(`${DEMO_URL}/ops/merchants/demo/flags`, { headers: ops, data: { PAYMENTPASS3: true } });
    }
  });

  for (const [label, viewport, language] of [
    ['desktop-cn', { width: 1280, height: 900 }, 'CN'],
    ['390-en', { width: 390, height: 844 }, 'EN'],
  ] as const) {
    test.describe(`transfer between wallets at ${label}`, () => {
      test.use({ viewport });
      test('main → vendor and back with recall; the sum never changes', async ({ page }, info) => {
        await signIn(page);
        await page.request.post(`${DEMO_URL}/ops/merchants/demo/members/player01/adjust`, {
          headers: ops,
          data: { amount: '100', key: `e2e-tf-fund-${label}-${Date.now()}`, remarks: 'e2e' },
        });
        await page.goto(`${DEMO_URL}/member?page=transferFund`);
        const total = await readBalance(page);
        await expect(page.getByTestId('wallet-PG')).toBeVisible();
        await page.getByLabel('To', { exact: true }).selectOption('PG');
        await page.getByRole('textbox', { name: /^Amount/ }).fill('40');
        await page.getByRole('button', { name: 'Transfer', exact: true }).click();
        await expect(page.getByRole('region', { name: 'Transfer between wallets' }).getByRole('status')).toContainText('Moved ¥40.00');
        await expect(page.getByTestId('wallet-PG')).toContainText('¥40.00');
        await expect(balance(page)).toContainText(enUS(total));
        if (label.startsWith('390')) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        if (language === 'CN') await chooseLanguage(page, 'CN');
        await expect(page.getByRole('heading', { name: language === 'CN' ? '钱包转账' : 'Transfer between wallets' })).toBeVisible();
        await shot(page, { path: info.outputPath(`transfer-${label}.png`), fullPage: true });
        await page.getByRole('button', { name: language === 'CN' ? '一键回收至主钱包' : 'Bring all back to main' }).click();
        await expect(page.getByTestId('wallet-PG')).toContainText('¥0.00');
      });
    });
  }
});
