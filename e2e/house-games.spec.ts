import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL, OPS_TOKEN } from './playwright.config';
import { shot } from './screens';
import { chooseLanguage, signInFast } from './session';

const header = (page: Page) => page.locator('header').first();
const balance = (page: Page) => header(page).getByTestId('wallet-balance-amount');

async function signIn(page: Page) {
  await signInFast(page, 'player01');
}

/** "Balance¥1,234.50" → 123450 cents (integer, so sums are exact) */
const centsOf = (text: string) => Math.round(Number(/-?\d[\d,]*(?:\.\d+)?/.exec(text)?.[0].replace(/,/g, '') ?? Number.NaN) * 100);
async function headerCents(page: Page): Promise<number> {
  await expect(balance(page)).toHaveAttribute('aria-label', /\d/);
  const cents = centsOf((await balance(page).textContent()) ?? '');
  expect(Number.isFinite(cents)).toBe(true);
  return cents;
}

/** Serious and critical axe findings, plus a missing page heading (the game's title is the h1). */
async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'page-has-heading-one')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`);
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['390', { width: 390, height: 844 }],
] as const) {
  test.describe(`house slot at ${label}`, () => {
    test.use({ viewport });

    test('a real spin moves the header balance by exactly the bet and the win', async ({ page }, info) => {
      const res = await page.request.post(`${DEMO_URL}/ops/merchants/demo/members/player01/adjust`, {
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
        data: { amount: '100', key: `e2e-house-${label}-${Date.now()}`, remarks: 'e2e house games', popup: false },
      });
      expect(res.ok()).toBe(true);
      await signIn(page);
      await page.goto(`${DEMO_URL}/house/arcadia-slot`);
      await expect(page.getByTestId('house-mode')).toHaveText('Real money');
      await expect(page.getByTestId('server-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
      await page.getByTestId('house-bet').selectOption('1.00');

      for (let spin = 0; spin < 3; spin++) {
        const before = await headerCents(page);
        const answer = page.waitForResponse((r) => r.url().endsWith('/wps/house/slot/spin'));
        await page.getByRole('button', { name: 'Spin' }).click();
        const round = (await (await answer).json()).value.round as { bet: string; win: string };
        const win = Math.round(Number(round.win) * 100);
        expect(round.bet).toBe('1.0000');
        await expect(page.getByTestId('house-last-win')).toHaveText((win / 100).toFixed(2));
        await expect.poll(() => headerCents(page)).toBe(before - 100 + win);
      }
      await shot(page, { path: info.outputPath(`slot-${label}.png`), fullPage: true });
      expect(await axeProblems(page)).toEqual([]);
    });
  });
}

test('keyboard only: a visitor plays the fish game in trial, shown in Chinese', async ({ page }, info) => {
  await page.goto(`${DEMO_URL}/house/arcadia-fish`);
  await chooseLanguage(page, 'CN');
  await expect(page.getByTestId('house-mode')).toHaveText('免费试玩');
  await expect(page.getByTestId('house-balance')).toHaveText('2000.00');
  await page.getByRole('button', { name: '发射' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('fish-multiplier')).toHaveText(/^×\d/);
  const win = Number(await page.getByTestId('house-last-win').textContent());
  await expect(page.getByTestId('house-balance')).toHaveText((2000 - 1 + win).toFixed(2));
  // reveal the seed and verify the round just played
  await page.getByRole('button', { name: '公开并更换服务器种子' }).click();
  await expect(page.getByTestId('revealed-seed')).toBeVisible();
  await page.getByRole('button', { name: '验证' }).first().click();
  await expect(page.getByTestId('verify-result').first()).toHaveText('验证通过 ✓');
  await shot(page, { path: info.outputPath('fish-cn.png'), fullPage: true });
  expect(await axeProblems(page)).toEqual([]);
});
