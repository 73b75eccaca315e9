import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { cents, fundPlayer01, headerBalance } from './house';
import { DEMO_URL } from './playwright.config';
import { shot } from './screens';
import { chooseLanguage, signInFast } from './session';

/**
 * Issue 26, Arcadia Baccarat (ADR 062): banker and tie bets in one coup played for real by
 * player01, in trial by a visitor (by keyboard); the fairness panel verifies; screenshots.
 */
// Outside Playwright's own output folder, which each run empties.
const SHOTS = '../test-results/shots-baccarat';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const balance = headerBalance;

test('player01 bets banker and tie: the header moves by the total and the return, the round verifies', async ({ page }) => {
  test.setTimeout(60_000);
  await fundPlayer01(page, 'baccarat');
  await signInFast(page, 'player01');
  await page.goto(`${DEMO_URL}/house/arcadia-baccarat`);
  await expect(page.getByRole('heading', { level: 1, name: 'Arcadia Baccarat' })).toBeVisible();
  await expect(page.getByText('Return to player: player 98.76%, banker 98.94%, tie 85.64%')).toBeVisible();
  await page.getByTestId('house-bet').selectOption('1.00');
  await page.getByRole('button', { name: 'Banker', exact: true }).click();
  await page.getByRole('button', { name: 'Banker, 1.00 placed' }).click();
  await page.getByRole('button', { name: 'Tie', exact: true }).click();
  await expect(page.getByTestId('baccarat-total')).toHaveText('Total bet: 3.00');

  for (let i = 0; i < 2; i++) {
    await expect(balance(page)).toHaveAttribute('aria-label', /\d/);
    const before = cents(await balance(page).textContent());
    const answer = page.waitForResponse((r) => r.url().endsWith('/wps/house/baccarat/deal'));
    await page.getByRole('button', { name: 'Deal' }).click();
    const { round } = (await (await answer).json()).value as { round: { win: string; outcome: { winner: string } } };
    await expect(page.getByTestId('baccarat-result')).toHaveText(
      { player: 'Player wins', banker: 'Banker wins', tie: 'Tie' }[round.outcome.winner]!,
    );
    await expect.poll(async () => cents(await balance(page).textContent())).toBe(before - 300 + Math.round(Number(round.win) * 100));
  }

  await page.getByRole('button', { name: 'Reveal and rotate server seed' }).click();
  await page.getByRole('button', { name: 'Verify' }).first().click();
  await expect(page.getByTestId('verify-result').first()).toHaveText('Verified ✓');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('a visitor deals with trial credits by keyboard, in Chinese', async ({ page }) => {
  await page.goto(`${DEMO_URL}/house/arcadia-baccarat`);
  await chooseLanguage(page, 'CN');
  await expect(page.getByTestId('house-mode')).toHaveText('免费试玩');
  await page.getByRole('button', { name: '闲', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: '发牌' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('baccarat-result')).toHaveText(/^(闲赢|庄赢|和局)$/);
});

for (const [language, width] of [
  ['EN', 1280],
  ['EN', 390],
  ['CN', 390],
] as const) {
  test(`screenshot: baccarat at ${width} px in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto(`${DEMO_URL}/house/arcadia-baccarat`);
    await chooseLanguage(page, language);
    await page.getByTestId('baccarat-board').getByRole('button').nth(2).click();
    await page.getByTestId('house-play').click();
    await expect(page.getByTestId('baccarat-result')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, { path: `${SHOTS}/baccarat-${width}-${language}.png`, fullPage: true });
  });
}
