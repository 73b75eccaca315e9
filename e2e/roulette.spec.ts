import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { cents, fundPlayer01, headerBalance } from './house';
import { DEMO_URL } from './playwright.config';
import { shot } from './screens';
import { chooseLanguage, signInFast } from './session';

/**
 * Issue 26, Arcadia Roulette (ADR 062): several bets in one spin played for real by player01 and
 * in trial by a visitor (by keyboard), checked by the fairness panel; /table lists it;
 * screenshots at 1280 and 390 px.
 */
// Outside Playwright's own output folder, which each run empties.
const SHOTS = '../test-results/shots-roulette';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const balance = headerBalance;

test('player01 spins a straight, a split and red together: the header moves by the total and the return, the round verifies', async ({
  page,
}) => {
  // Two spins, a seed reveal and a full-page axe run: more than the default 30 s on a shared 2-core machine.
  test.setTimeout(60_000);
  await fundPlayer01(page, 'roulette');
  await signInFast(page, 'player01');
  await page.goto(`${DEMO_URL}/house/arcadia-roulette`);
  await expect(page.getByRole('heading', { level: 1, name: 'Arcadia Roulette' })).toBeVisible();
  await expect(page.getByTestId('house-mode')).toHaveText('Real money');
  await expect(page.getByText('Return to player: 97.30%')).toBeVisible();
  await expect(page.getByTestId('house-play')).toBeDisabled();

  await page.getByTestId('house-bet').selectOption('1.00');
  await page.getByTestId('roulette-17').click();
  await page.getByRole('button', { name: 'Red', exact: true }).click();
  // A placed spot says what is on it: a second chip goes on the same bet.
  await page.getByRole('button', { name: 'Red, 1.00 placed' }).click();
  await page.getByTestId('roulette-combo-numbers').selectOption({ label: '0-2' });
  await page.getByTestId('roulette-combo-place').click();
  await expect(page.getByTestId('roulette-bets').getByRole('row')).toHaveCount(3);
  await expect(page.getByTestId('roulette-total')).toHaveText('Total bet: 4.00');
  await expect(page.getByRole('button', { name: 'Red, 2.00 placed' })).toBeVisible();

  for (let i = 0; i < 2; i++) {
    await expect(balance(page)).toHaveAttribute('aria-label', /\d/);
    const before = cents(await balance(page).textContent());
    const answer = page.waitForResponse((r) => r.url().endsWith('/wps/house/roulette/spin'));
    await page.getByRole('button', { name: 'Spin' }).click();
    const { round } = (await (await answer).json()).value as { round: { bet: string; win: string; outcome: { pocket: number } } };
    expect(round.bet).toBe('4.0000');
    await expect(page.getByTestId('roulette-result')).toHaveText(`The ball landed on ${round.outcome.pocket}`);
    await expect.poll(async () => cents(await balance(page).textContent())).toBe(before - 400 + Math.round(Number(round.win) * 100));
  }

  await page.getByRole('button', { name: 'Reveal and rotate server seed' }).click();
  await page.getByRole('button', { name: 'Verify' }).first().click();
  await expect(page.getByTestId('verify-result').first()).toHaveText('Verified ✓');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('a visitor bets and spins with trial credits by keyboard, in Chinese', async ({ page }) => {
  await page.goto(`${DEMO_URL}/house/arcadia-roulette`);
  await chooseLanguage(page, 'CN');
  await expect(page.getByTestId('house-mode')).toHaveText('免费试玩');
  await page.getByRole('button', { name: '直注 7' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: '黑', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('roulette-total')).toHaveText('总投注：2.00');
  await page.getByRole('button', { name: '旋转' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('roulette-result')).toHaveText(/^小球落在 \d{1,2}$/);
});

test('/table is a real lobby: Arcadia Roulette is there with its free trial', async ({ page }) => {
  await page.goto(`${DEMO_URL}/table`);
  await chooseLanguage(page, 'EN');
  await expect(page.getByRole('heading', { level: 1, name: 'Table games' })).toBeVisible();
  await expect(page.getByText('Coming soon')).toHaveCount(0);
  const card = page.getByRole('article').filter({ hasText: 'Arcadia Roulette' }).first();
  await expect(card).toBeVisible();
  await shot(page, { path: `${SHOTS}/table-1280-EN.png` });
  // The lobby's launcher asks a visitor to log in first (as on /arcade); the game page itself plays trial (above).
  await expect(card.getByRole('button', { name: 'Free trial of Arcadia Roulette' })).toBeVisible();
});

for (const [language, width] of [
  ['EN', 1280],
  ['EN', 390],
  ['CN', 390],
] as const) {
  test(`screenshot: roulette at ${width} px in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto(`${DEMO_URL}/house/arcadia-roulette`);
    await chooseLanguage(page, language);
    await page.getByTestId('roulette-32').click();
    await page.getByTestId('roulette-0').click();
    await page.getByTestId('house-play').click();
    await expect(page.getByTestId('roulette-result')).toHaveText(/\d/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.waitForTimeout(1300);
    await shot(page, { path: `${SHOTS}/roulette-${width}-${language}.png`, fullPage: true });
  });
}
