import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { cents, fundPlayer01, headerBalance } from './house';
import { DEMO_URL } from './playwright.config';
import { shot } from './screens';
import { chooseLanguage, signInFast } from './session';

/**
 * Issue 26, the first Arcadia Original (ADR 061): dice, played for real by player01 and in trial by
 * a visitor, checked by the fairness panel once the seed is revealed; screenshots in two languages.
 */
const SHOTS = '/tmp/shots-dice';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const balance = headerBalance;

test('player01 rolls over 75.00: chance and payout follow the pick, the header moves by bet and win, the round verifies', async ({
  page,
}) => {
  await fundPlayer01(page, 'dice');
  await signInFast(page, 'player01');
  await page.goto(`${DEMO_URL}/house/arcadia-dice`);
  await expect(page.getByRole('heading', { level: 1, name: 'Arcadia Dice' })).toBeVisible();
  await expect(page.getByTestId('house-mode')).toHaveText('Real money');
  await expect(page.getByText('Return to player: 99.00%')).toBeVisible();
  await expect(page.getByTestId('dice-chance')).toHaveText('49.50%');
  await expect(page.getByTestId('dice-payout')).toHaveText('×2.0000');

  // Mantine's segmented control keeps its radios visually hidden: a person clicks the label.
  await page
    .getByTestId('dice-board')
    .locator('label', { hasText: /^Over$/ })
    .click();
  await expect(page.getByRole('radio', { name: 'Over' })).toBeChecked();
  const target = page.getByTestId('dice-target');
  await target.fill('75');
  await target.blur();
  await expect(page.getByTestId('dice-chance')).toHaveText('24.99%');
  await expect(page.getByTestId('dice-payout')).toHaveText('×3.9615');
  await page.getByTestId('house-bet').selectOption('1.00');

  for (let i = 0; i < 3; i++) {
    await expect(balance(page)).toHaveAttribute('aria-label', /\d/);
    const before = cents(await balance(page).textContent());
    const answer = page.waitForResponse((r) => r.url().endsWith('/wps/house/dice/roll'));
    await page.getByRole('button', { name: 'Roll' }).click();
    const { round } = (await (await answer).json()).value as { round: { win: string; outcome: { roll: number; won: boolean } } };
    expect(round.outcome.won).toBe(round.outcome.roll > 7500);
    await expect(page.getByTestId('dice-roll')).toHaveText((round.outcome.roll / 100).toFixed(2));
    await expect.poll(async () => cents(await balance(page).textContent())).toBe(before - 100 + Math.round(Number(round.win) * 100));
  }

  await page.getByRole('button', { name: 'Reveal and rotate server seed' }).click();
  await page.getByRole('button', { name: 'Verify' }).first().click();
  await expect(page.getByTestId('verify-result').first()).toHaveText('Verified ✓');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('a visitor rolls with trial credits from the lobby card, in Chinese', async ({ page }) => {
  await page.goto(`${DEMO_URL}/house/arcadia-dice`);
  await chooseLanguage(page, 'CN');
  await expect(page.getByTestId('house-mode')).toHaveText('免费试玩');
  await page.getByRole('button', { name: '掷骰' }).click();
  await expect(page.getByTestId('dice-roll')).toHaveText(/^\d{1,2}\.\d{2}$/);
  await expect(page.getByTestId('dice-verdict')).toHaveText(/赢得 ×2\.0000|未中奖/);
});

test('/arcade is a real lobby: Arcadia Dice is there and opens in trial for a visitor', async ({ page }) => {
  await page.goto(`${DEMO_URL}/arcade`);
  await chooseLanguage(page, 'EN');
  await expect(page.getByRole('heading', { level: 1, name: 'Arcade' })).toBeVisible();
  await expect(page.getByText('Coming soon')).toHaveCount(0);
  const card = page.getByRole('article').filter({ hasText: 'Arcadia Dice' }).first();
  await expect(card).toBeVisible();
  await shot(page, { path: `${SHOTS}/arcade-1280-EN.png` });
});

for (const [language, width] of [
  ['EN', 1280],
  ['CN', 1280],
  ['EN', 390],
  ['CN', 390],
] as const) {
  test(`screenshot: dice at ${width} px in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto(`${DEMO_URL}/house/arcadia-dice`);
    await chooseLanguage(page, language);
    await page.getByTestId('house-play').click();
    await expect(page.getByTestId('dice-roll')).toBeVisible();
    await shot(page, { path: `${SHOTS}/dice-${width}-${language}.png`, fullPage: true });
  });
}
