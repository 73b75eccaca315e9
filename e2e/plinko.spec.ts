import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { cents, fundPlayer01, headerBalance } from './house';
import { DEMO_URL } from './playwright.config';
import { shot } from './screens';
import { chooseLanguage, signInFast } from './session';

/**
 * Issue 26, Arcadia Plinko (ADR 062): played for real by player01 and in trial by a visitor,
 * checked by the fairness panel once the seed is revealed; screenshots at 1280 and 390 px.
 */
// Outside Playwright's own output folder, which each run empties.
const SHOTS = '../test-results/shots-plinko';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const balance = headerBalance;

test('player01 drops balls on 12 rows, high risk: the paytable follows the pick, the header moves by bet and win, the round verifies', async ({
  page,
}) => {
  await fundPlayer01(page, 'plinko');
  await signInFast(page, 'player01');
  await page.goto(`${DEMO_URL}/house/arcadia-plinko`);
  await expect(page.getByRole('heading', { level: 1, name: 'Arcadia Plinko' })).toBeVisible();
  await expect(page.getByTestId('house-mode')).toHaveText('Real money');
  await expect(page.getByText('Return to player: at least 98.90%')).toBeVisible();
  await expect(page.getByTestId('plinko-rtp')).toHaveText('This table returns 98.98% to players');

  const board = page.getByTestId('plinko-board');
  await board.locator('label', { hasText: /^12 rows$/ }).click();
  await board.locator('label', { hasText: /^High$/ }).click();
  await expect(page.getByRole('radio', { name: 'High' })).toBeChecked();
  await expect(page.getByTestId('plinko-rtp')).toHaveText('This table returns 99.11% to players');
  await expect(page.getByTestId('plinko-paytable').getByRole('listitem')).toHaveCount(13);
  await expect(page.getByTestId('plinko-paytable').getByRole('listitem').first()).toHaveText('×170');
  await page.getByTestId('house-bet').selectOption('1.00');

  for (let i = 0; i < 3; i++) {
    await expect(balance(page)).toHaveAttribute('aria-label', /\d/);
    const before = cents(await balance(page).textContent());
    const answer = page.waitForResponse((r) => r.url().endsWith('/wps/house/plinko/drop'));
    await page.getByRole('button', { name: 'Drop' }).click();
    const { round } = (await (await answer).json()).value as {
      round: { win: string; outcome: { slot: number; payout: string; path: number[] } };
    };
    expect(round.outcome.path).toHaveLength(12);
    await expect(page.getByTestId('plinko-result')).toHaveText(`Landed in slot ${round.outcome.slot}: ×${round.outcome.payout}`);
    await expect.poll(async () => cents(await balance(page).textContent())).toBe(before - 100 + Math.round(Number(round.win) * 100));
  }

  await page.getByRole('button', { name: 'Reveal and rotate server seed' }).click();
  await page.getByRole('button', { name: 'Verify' }).first().click();
  await expect(page.getByTestId('verify-result').first()).toHaveText('Verified ✓');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('a visitor drops a ball with trial credits, in Chinese, by keyboard', async ({ page }) => {
  await page.goto(`${DEMO_URL}/house/arcadia-plinko`);
  await chooseLanguage(page, 'CN');
  await expect(page.getByTestId('house-mode')).toHaveText('免费试玩');
  const drop = page.getByRole('button', { name: '投球' });
  await drop.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('plinko-result')).toHaveText(/^落入第 \d+ 格：×[\d.]+$/);
});

for (const [language, width] of [
  ['EN', 1280],
  ['EN', 390],
  ['CN', 390],
] as const) {
  test(`screenshot: plinko at ${width} px in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto(`${DEMO_URL}/house/arcadia-plinko`);
    await chooseLanguage(page, language);
    await page.getByTestId('plinko-board').locator('label').filter({ hasText: /16/ }).click();
    await page.getByTestId('house-play').click();
    await expect(page.getByTestId('plinko-result')).toBeVisible();
    // Nothing wider than the phone: the board scales, the paytable scrolls inside itself.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.waitForTimeout(700);
    await shot(page, { path: `${SHOTS}/plinko-${width}-${language}.png`, fullPage: true });
  });
}
